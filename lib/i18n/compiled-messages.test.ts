import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// icu-minify and use-intl are ES modules only, which Jest cannot load under
// --experimental-vm-modules: the compiler and the formatters run in Node itself (the probe), and
// the test reads what they printed.
function probe(cases: { key: string; locale: 'pt' | 'en'; values?: Record<string, unknown> }[]) {
  const out = execFileSync(
    path.join(process.cwd(), 'node_modules/.bin/tsx'),
    [path.join(__dirname, 'compiled-messages.probe.mts'), JSON.stringify(cases)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as {
    cases: { compiled: unknown; fromCompiled: string; fromWritten: string; intl: string }[];
    plainJson: boolean;
    accountKeys: string[];
    stockAlertKeys: string[];
    unchangedPlain: boolean;
  };
}

describe('messages compiled for client components (docs/adr/0027)', () => {
  const result = probe([
    { key: 'cartUi.badge', locale: 'pt', values: { count: 1 } },
    { key: 'cartUi.badge', locale: 'pt', values: { count: 3 } },
    { key: 'cartUi.badge', locale: 'en', values: { count: 3 } },
    { key: 'cartUi.removeName', locale: 'pt', values: { name: 'Notebook Demo Pro 15' } },
    { key: 'search.suggestionsCount', locale: 'pt', values: { count: 0 } },
    { key: 'search.seeAll', locale: 'pt', values: { count: 12 } },
    { key: 'cartUi.badgeEmpty', locale: 'pt' },
    { key: 'operator.keyMissing', locale: 'pt' },
  ]);

  test('compiled messages read as written, through the formatter the server uses', () => {
    expect(result.cases.map((c) => c.fromCompiled)).toEqual([
      'Carrinho: 1 item',
      'Carrinho: 3 itens',
      'Cart: 3 items',
      'Excluir Notebook Demo Pro 15 do carrinho',
      'Nenhuma sugestão',
      'Ver todos os 12 resultados',
      'Carrinho vazio',
      'Informe a chave de API da loja no cabeçalho Authorization: Bearer <chave> (ou X-Api-Key).',
    ]);
    for (const c of result.cases.slice(0, -1)) {
      expect(c.fromCompiled).toBe(c.intl);
      expect(c.fromWritten).toBe(c.intl);
    }
  });

  test('a text that is not ICU (a <chave> that is no tag) is shown as written', () => {
    expect(result.cases.at(-1)?.compiled).toEqual([
      'Informe a chave de API da loja no cabeçalho Authorization: Bearer <chave> (ou X-Api-Key).',
    ]);
  });

  test('a plural is compiled, not sent as written', () => {
    expect(result.cases[0]?.compiled).toEqual([
      ['count', 2, { one: ['Carrinho: ', 0, ' item'], other: ['Carrinho: ', 0, ' itens'] }],
    ]);
  });

  test('every compiled message is plain JSON, which React can hand to a client component', () => {
    expect(result.plainJson).toBe(true);
  });

  test('a message without arguments stays the same string', () => {
    expect(result.unchangedPlain).toBe(true);
  });

  test('e-mail templates stay on the server; the texts the browser shows travel', () => {
    expect(result.accountKeys).toEqual(expect.arrayContaining(['loginTitle', 'invalidLogin']));
    expect(result.accountKeys).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Email(Subject|Text)$/)]),
    );
    expect(result.stockAlertKeys).toContain('success');
    expect(result.stockAlertKeys).not.toContain('emailText');
    expect(result.stockAlertKeys).not.toContain('emailSubject');
  });

  test('no client component asks for an e-mail template', () => {
    const clientFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return clientFiles(file);
        if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
        return /^['"]use client['"]/.test(readFileSync(file, 'utf8')) ? [file] : [];
      });
    const files = ['app', 'components', 'lib'].flatMap((dir) =>
      clientFiles(path.join(process.cwd(), dir)),
    );
    expect(files.length).toBeGreaterThan(50);
    const asking = files.filter((file) =>
      /\b(?:e|\w+E)mail(?:Subject|Text)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(asking).toEqual([]);
  });
});
