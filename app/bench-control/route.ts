/**
 * Benchmark control page (see bench/README.md): a small, static, layout-less HTML document that the
 * store's pages are compared with. It reads no request data, so with `cacheComponents` it is
 * prerendered at build time and served as a static response. The proxy leaves `/bench-control` alone.
 */
const html = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página de controle do benchmark</title>
<meta name="description" content="Página estática mínima usada como referência nas medições de desempenho da loja.">
<link rel="icon" href="data:,">
<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}</style>
</head>
<body>
<main>
<h1>Página de controle</h1>
<p>Esta página estática, sem layout nem JavaScript, é a linha de base com que as páginas da loja são comparadas no benchmark.</p>
</main>
</body>
</html>
`;

export function GET(): Response {
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}
