/**
 * The catalog's CSV: a dry run that tells every bad line by its number and writes nothing, an
 * import of the good lines in batches (idempotent by SKU), the export it round-trips with, and
 * 10,000 lines inside the minute on PGlite.
 */
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { NextRequest } from 'next/server';
import { GET as exportCsv } from '@/app/api/admin/products/export/route';
import { POST as importCsv } from '@/app/api/admin/products/import/route';
import { PRODUCT_CSV_HEADERS } from '@/lib/catalog/product-csv';
import { auditLog, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { operatorCookieOf } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));

let database: TestDatabase;
let catalog: Record<string, string>;
let orders: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = { cookie: await operatorCookieOf(database.db, 'catalogo@exemplo.com.br') };
  orders = { cookie: await operatorCookieOf(database.db, 'pedidos@exemplo.com.br') };
});
afterAll(() => database.drop());

async function send(csv: string | Uint8Array, dryRun: boolean, headers = catalog) {
  const request = new NextRequest(
    new URL(`/api/admin/products/import${dryRun ? '?dryRun=1' : ''}`, 'http://localhost'),
    {
      method: 'POST',
      headers: {
        host: 'localhost',
        'sec-fetch-site': 'same-origin',
        'content-type': typeof csv === 'string' ? 'text/csv' : 'application/octet-stream',
        ...headers,
      },
      body: csv as BodyInit,
    },
  );
  const response = await importCsv(request, { params: Promise.resolve({}) });
  const text = await response.text();
  return {
    status: response.status,
    text,
    lines: text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, never>),
  };
}

/** `n` products of a run, ';'-separated as the export writes them; `bad` lines broken on purpose. */
function catalogCsv(run: string, n: number, bad: Record<number, (cells: string[]) => void> = {}) {
  const rows = [PRODUCT_CSV_HEADERS.join(';')];
  for (let i = 1; i <= n; i++) {
    const cells = [
      `IMP-${run}-${i}`,
      `Produto Importado ${run} ${i}`,
      '',
      '',
      `produto-importado-${run}-${i}`,
      'simple',
      'sim',
      'sim',
      String(i % 7),
      '199,90',
      '149,90',
      '',
      '',
      'acessorios|acessorios/mouses',
    ];
    bad[i]?.(cells);
    rows.push(cells.join(';'));
  }
  return rows.join('\r\n');
}

describe(`the catalog's CSV, on ${databaseKind}`, () => {
  test('a dry run of 1,000 lines tells the 3 bad ones by line number and writes nothing', async () => {
    const csv = catalogCsv('dry', 1000, {
      10: (c) => (c[9] = 'doze reais'),
      500: (c) => (c[13] = 'acessorios|nao-existe'),
      999: (c) => (c[0] = 'IMP-dry-1'),
    });
    const res = await send(csv, true);
    expect(res.status).toBe(200);
    expect(res.lines[0]).toEqual({
      success: true,
      content: {
        total: 1000,
        valid: 997,
        problems: [
          { line: 11, column: 'preco_de', message: 'Informe um valor em reais, como 2.699,90.' },
          { line: 501, column: 'categorias', message: 'Categoria não encontrada: nao-existe.' },
          { line: 1000, column: 'sku', message: 'Este SKU já aparece na linha 2.' },
        ],
      },
    });
    const [written] = await database.db
      .select({ n: count() })
      .from(products)
      .where(like(products.sku, 'IMP-dry-%'));
    expect(written!.n).toBe(0);
  });

  test('the import applies the good lines with progress; again, it changes nothing; the export reads back', async () => {
    const csv = catalogCsv('run', 1000, { 3: (c) => (c[10] = '999,00') });
    const res = await send(csv, false);
    expect(res.status).toBe(200);
    const progress = res.lines.filter((l) => 'progress' in l).map((l) => l.progress);
    expect(progress).toEqual([
      { done: 500, total: 999 },
      { done: 999, total: 999 },
    ]);
    expect(res.lines.at(-1)).toEqual({
      result: {
        total: 1000,
        created: 999,
        updated: 0,
        unchanged: 0,
        problems: [
          {
            line: 4,
            column: 'preco_por',
            message: 'O preço "Por" não pode ser maior que o preço "De".',
          },
        ],
      },
    });
    const again = await send(csv, false);
    expect(again.lines.at(-1)).toMatchObject({
      result: { created: 0, updated: 0, unchanged: 999 },
    });

    // One change in the file: that product only, audited.
    const edited = csv.replace(
      ';produto-importado-run-7;simple;sim;sim;0;199,90;149,90',
      ';produto-importado-run-7;simple;sim;sim;40;199,90;139,90',
    );
    const third = await send(edited, false);
    expect(third.lines.at(-1)).toMatchObject({
      result: { created: 0, updated: 1, unchanged: 998 },
    });
    const [product] = await database.db
      .select({
        id: products.id,
        stock: products.stock,
        final: products.finalPriceCents,
        version: products.version,
      })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.sku, 'IMP-run-7')));
    expect(product).toMatchObject({ stock: 40, final: 13990, version: 2 });
    const audits = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product!.id))));
    expect(audits.map((a) => a.action)).toEqual(['product.import.create', 'product.import.update']);
    expect(audits[1]!.after).toEqual({ stock: 40, finalPriceCents: 13990 });

    const request = new NextRequest(new URL('/api/admin/products/export', 'http://localhost'), {
      headers: { host: 'localhost', ...catalog },
    });
    const exported = await (await exportCsv(request, { params: Promise.resolve({}) })).text();
    const lines = exported
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(PRODUCT_CSV_HEADERS.join(';'));
    expect(lines).toContain(
      'IMP-run-7;Produto Importado run 7;;;produto-importado-run-7;simple;sim;sim;40;199,90;139,90;;;acessorios|acessorios/mouses',
    );
    // The export imported back changes nothing.
    const back = await send(exported, false);
    expect(back.lines.at(-1)).toMatchObject({ result: { created: 0, updated: 0, problems: [] } });
  });

  test('an Excel workbook: bad rows told by their row number, good ones imported, the export opens in Excel', async () => {
    const run = `x${Date.now().toString(36)}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produtos');
    for (const line of catalogCsv(run, 5, { 3: (c) => (c[10] = '299,90') }).split('\r\n'))
      sheet.addRow(line.split(';'));
    // A price typed as a number in Excel reads as it shows.
    sheet.getRow(5).getCell(10).value = 199.9;
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const check = await send(bytes, true);
    expect(check.status).toBe(200);
    const dry = check.lines[0]!.content as unknown as {
      total: number;
      valid: number;
      problems: { line: number; column: string }[];
    };
    expect(dry).toMatchObject({ total: 5, valid: 4 });
    expect(dry.problems.map((p) => [p.line, p.column])).toEqual([[4, 'preco_por']]);
    const applied = await send(bytes, false);
    expect(applied.lines.at(-1)).toMatchObject({ result: { total: 5, created: 4 } });

    const exported = await exportCsv(
      new NextRequest(new URL('/api/admin/products/export?format=xlsx', 'http://localhost'), {
        headers: { host: 'localhost', ...catalog },
      }),
      { params: Promise.resolve({}) },
    );
    expect(exported.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(await exported.arrayBuffer());
    const rows = back.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([...PRODUCT_CSV_HEADERS]);
    const mine = rows.find((r) => r[1] === `IMP-${run}-1`)!;
    expect(mine.slice(1, 3)).toEqual([`IMP-${run}-1`, `Produto Importado ${run} 1`]);
    // Read back, the workbook imports as is: nothing changes.
    const again = await send(new Uint8Array(await back.xlsx.writeBuffer()), true);
    expect((again.lines[0]!.content as unknown as { problems: unknown[] }).problems).toEqual([]);

    const broken = await send(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), true);
    expect(broken.status).toBe(422);
    expect(JSON.parse(broken.text).errors).toEqual({
      file: ['Não foi possível ler a planilha. Salve-a como .xlsx (Excel) ou CSV e envie de novo.'],
    });
  });

  test('an orders operator cannot import; a file without the columns is refused whole', async () => {
    expect((await send(catalogCsv('x', 2), true, orders)).status).toBe(404);
    const res = await send('nome;preco\nA;1', true);
    expect(res.status).toBe(422);
    expect(res.lines[0]).toMatchObject({
      errors: {
        file: ['O arquivo não tem as colunas obrigatórias: sku, url, preco_de, preco_por.'],
      },
    });
  });

  test('10,000 lines import in under a minute', async () => {
    const started = performance.now();
    const res = await send(catalogCsv('big', 10_000), false);
    const seconds = (performance.now() - started) / 1000;
    expect(res.lines.at(-1)).toMatchObject({ result: { created: 10_000, problems: [] } });
    console.log(`10,000 lines imported in ${seconds.toFixed(1)} s on ${databaseKind}`);
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
