import { sql } from 'drizzle-orm';
import { companies } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { loadCatalogIndex } from './catalog-index';
import {
  buildTextIndex,
  loadTextIndex,
  matchTextIndex,
  parseSearchDocument,
  type TextTerm,
} from './text-index';

describe('search documents as PostgreSQL prints them', () => {
  test('each lexeme with its best weight; no label is D', () => {
    expect(parseSearchDocument(`'16gb':12C '8gb':5C,9 'it''s':3 'notebook':1A,4C 'solo'`)).toEqual([
      ['16gb', 0.2],
      ['8gb', 0.2],
      ["it's", 0.1],
      ['notebook', 1],
      ['solo', 0.1],
    ]);
  });
});

describe('matching in the text index', () => {
  // Positions 0..3 in a catalog of four products; product 40 is not in the catalog.
  const catalog = {
    ids: Int32Array.from([10, 20, 30, 50]),
    positionOf: new Map([
      [10, 0],
      [20, 1],
      [30, 2],
      [50, 3],
    ]),
  };
  const index = buildTextIndex(catalog, [
    [10, `'notebook':1A 'tecl':5C 'teclado':6C`],
    [20, `'mochil':1A 'mochila':2A 'notebook':4C`],
    [30, `'notebooks':1B 'gam':2A`],
    [40, `'notebook':1A`],
  ]);
  const match = (words: TextTerm[][]) => {
    const { relevance, positions } = matchTextIndex(index, words);
    // The positions matched are those of relevance above 0, each once.
    expect([...positions].sort()).toEqual([...relevance.keys()].filter((at) => relevance[at]! > 0));
    return [...relevance];
  };
  const prefix = (lexeme: string): TextTerm => ({ lexeme, prefix: true });
  const whole = (lexeme: string): TextTerm => ({ lexeme, prefix: false });

  test('a prefix matches every lexeme starting with it, a whole word only itself', () => {
    expect(match([[prefix('notebook')]])).toEqual([
      1,
      expect.closeTo(0.2, 5),
      expect.closeTo(0.4, 5),
      0,
    ]);
    expect(match([[whole('notebook')]])).toEqual([1, expect.closeTo(0.2, 5), 0, 0]);
    expect(match([[prefix('teclad')]])).toEqual([expect.closeTo(0.2, 5), 0, 0, 0]);
  });

  test('words are ANDed, alternatives ORed, and relevance adds each word’s best weight', () => {
    expect(match([[prefix('notebook')], [whole('mochila'), whole('tecl')]])).toEqual([
      expect.closeTo(1.2, 5),
      expect.closeTo(1.2, 5),
      0,
      0,
    ]);
    expect(match([[prefix('zzz')]])).toEqual([0, 0, 0, 0]);
    expect(match([])).toEqual([0, 0, 0, 0]);
  });
});

describe(`the text index agrees with PostgreSQL's @@ on ${databaseKind}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  test('for prefixes, whole words, ANDs and ORs over the demo catalogue', async () => {
    const [demo] = await database.db
      .select()
      .from(companies)
      .where(sql`slug = 'demo'`);
    const ctx = { tenantId: demo!.id };
    const catalog = await loadCatalogIndex(database.db, ctx);
    const index = await loadTextIndex(database.db, ctx, catalog);
    const queries: TextTerm[][][] = [
      [[{ lexeme: 'noteboo', prefix: true }]],
      [[{ lexeme: 'tecl', prefix: true }]],
      [[{ lexeme: 'mous', prefix: true }], [{ lexeme: 'fio', prefix: true }]],
      [
        [
          { lexeme: 'mochila', prefix: false },
          { lexeme: 'headset', prefix: false },
        ],
      ],
      [[{ lexeme: '16gb', prefix: true }], [{ lexeme: 'i7', prefix: true }]],
      [[{ lexeme: 'tc', prefix: true }], [{ lexeme: '0001', prefix: true }]],
    ];
    for (const words of queries) {
      const tsquery = words
        .map((alts) => `(${alts.map((t) => `${t.lexeme}${t.prefix ? ':*' : ''}`).join(' | ')})`)
        .join(' & ');
      const rows = (await database.db.execute(sql`
        select id from products
        where tenant_id = ${ctx.tenantId} and visible and type <> 'addon'
          and search_document @@ to_tsquery('simple', ${tsquery})
        order by id`)) as unknown as { rows: { id: number }[] };
      const { relevance, positions } = matchTextIndex(index, words);
      const inMemory = [...catalog.ids].filter((_, at) => relevance[at]! > 0).sort((a, b) => a - b);
      // The positions matched are those of relevance above 0, each once.
      expect([...positions].map((at) => catalog.ids[at]!).sort((a, b) => a - b)).toEqual(inMemory);
      expect({ tsquery, ids: inMemory }).toEqual({ tsquery, ids: rows.rows.map((r) => r.id) });
      expect(inMemory.length).toBeGreaterThan(0);
    }
  });
});
