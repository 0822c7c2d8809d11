/** /customer/reviews and /customer/user-guide: only products the customer bought (a paid order). */
import { eq } from 'drizzle-orm';
import { GET as getReview, PUT as putReview } from '@/app/api/customer/reviews/[productId]/route';
import { GET as listReviews } from '@/app/api/customer/reviews/route';
import { GET as userGuide } from '@/app/api/customer/user-guide/route';
import type { ReviewableProduct } from '@/lib/contracts/reviews';
import type { UserGuideEntry } from '@/lib/contracts/user-guide';
import { productReviews, products } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const bearerOf = async (email: string, tenantId = 1) =>
  bearer(await sessionTokenOf(database.db, email, tenantId));
async function productId(sku: string) {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.sku, sku))
    .limit(1);
  return row!.id;
}
const put = (id: number, body: unknown, headers: Record<string, string>, host?: string) =>
  call(putReview, `/api/customer/reviews/${id}`, {
    method: 'PUT',
    host,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    params: { productId: String(id) },
  });
const review = { rating: 5, title: 'Excelente', text: 'Rápido, leve e a bateria dura o dia todo.' };

describe(`/customer/reviews on ${databaseKind}`, () => {
  test('the products of paid orders wait for a review; one is written, then edited', async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const list = (await call(listReviews, '/api/customer/reviews', { headers: maria })).json
      .content as ReviewableProduct[];
    const skus = await database.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .where(eq(products.tenantId, 1));
    const skuOf = (id: number) => skus.find((p) => p.id === id)!.sku;
    const bought = list.map((p) => skuOf(p.productId));
    expect(bought).toEqual(expect.arrayContaining(['NB-DEMO-PRO-15', 'NB-0007', 'HS-0002']));
    // Pending, canceled and in-review orders are not purchases; add-ons are not reviewed.
    expect(bought).not.toContain('GPU-0001');
    expect(bought.some((sku) => sku.startsWith('GAR-'))).toBe(false);
    expect(list.every((p) => p.review === null)).toBe(true);

    const notebook = await productId('NB-DEMO-PRO-15');
    const saved = await put(notebook, review, maria);
    expect(saved.status).toBe(200);
    expect(saved.json.message).toBe('Avaliação salva com sucesso.');
    expect(saved.json.content).toMatchObject({ productId: notebook, review });
    const edited = await put(notebook, { ...review, rating: 4, title: 'Muito bom' }, maria);
    expect((edited.json.content as ReviewableProduct).review).toMatchObject({
      rating: 4,
      title: 'Muito bom',
    });
    expect(await database.db.$count(productReviews)).toBe(1);
  });

  test('a rating out of 1–5 or empty texts are field errors; nothing is stored', async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const notebook = await productId('NB-0007');
    const bad = await put(notebook, { rating: 6, title: ' ', text: '' }, maria);
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      rating: ['Escolha uma nota de 1 a 5 estrelas'],
      title: ['Campo obrigatório'],
      text: ['Campo obrigatório'],
    });
    expect((await put(notebook, { ...review, rating: 0 }, maria)).status).toBe(422);
    const [stored] = await database.db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(eq(productReviews.productId, notebook));
    expect(stored).toBeUndefined();
  });

  test('a product not bought, another customer and another store: 404 or 401, nothing stored', async () => {
    const before = await database.db.$count(productReviews);
    const maria = await bearerOf('cliente@exemplo.com.br');
    const gpu = await productId('GPU-0001');
    const notBought = await put(gpu, review, maria);
    expect(notBought.status).toBe(404);
    expect(notBought.json.message).toBe('Você só pode avaliar produtos que comprou.');
    const notebook = await productId('NB-DEMO-PRO-15');
    const ana = await bearerOf('afiliado@exemplo.com.br');
    expect((await put(notebook, review, ana)).status).toBe(404);
    expect(
      (
        await call(getReview, `/api/customer/reviews/${notebook}`, {
          headers: ana,
          params: { productId: String(notebook) },
        })
      ).status,
    ).toBe(404);
    // Maria's namesake of store 'outra' bought nothing there.
    const outra = await bearerOf('cliente@exemplo.com.br', 2);
    expect((await put(notebook, review, outra, 'outra.localhost')).status).toBe(404);
    expect((await put(notebook, review, maria, 'outra.localhost')).status).toBe(401);
    expect((await call(listReviews, '/api/customer/reviews')).status).toBe(401);
    expect(await database.db.$count(productReviews)).toBe(before);
  });
});

describe(`/customer/user-guide on ${databaseKind}`, () => {
  test('manuals and drivers of the products bought, and nothing for a customer who bought none', async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const guide = (await call(userGuide, '/api/customer/user-guide', { headers: maria })).json
      .content as UserGuideEntry[];
    const notebook = guide.find((g) => g.name === 'Notebook Demo Pro 15');
    expect(notebook?.downloads.map((d) => [d.kind, d.title, d.url])).toEqual([
      ['manual', 'Manual do usuário (PDF)', '/manuais/manual-notebook-demo.pdf'],
      ['driver', 'Drivers e BIOS', '/drivers'],
    ]);
    expect(guide.some((g) => g.name.includes('RTX 4060'))).toBe(false);
    const ana = await bearerOf('afiliado@exemplo.com.br');
    expect(
      (await call(userGuide, '/api/customer/user-guide', { headers: ana })).json.content,
    ).toEqual([]);
    expect((await call(userGuide, '/api/customer/user-guide')).status).toBe(401);
  });
});
