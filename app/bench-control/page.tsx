/** Benchmark control page (bench/README.md): static, prerendered at build. */
export default function BenchControlPage() {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>Página de controle</h1>
      <p>
        Esta página estática, sem o layout da loja, é a linha de base com que as páginas da loja são
        comparadas no benchmark.
      </p>
    </main>
  );
}
