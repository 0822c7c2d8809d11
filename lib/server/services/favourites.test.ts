import { and, eq } from 'drizzle-orm';
import { customers, favourites, products } from '@/lib/server/db/schema';
import { UnauthorizedError, ValidationError } from '@/lib/server/http/errors';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import type { ServiceContext } from './context';
import { listFavourites, mergeFavourites, removeFavourite } from './favourites';
import { refusal } from '@/test/refusal';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function productId(url: string, tenantId = 1) {
  const [row] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.url, url)));
  return row!.id;
}

async function ctxOf(email: string, tenantId = 1): Promise<ServiceContext> {
  const [row] = await database.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.email, email)));
  return {
    tenantId,
    locale: 'pt',
    customer: {
      id: row!.id,
      name: row!.name,
      email: row!.email,
      role: row!.role,
      portalGroupId: row!.portalGroupId,
      affiliateGroup: row!.affiliateGroup,
    },
  };
}

describe(`favourites service on ${databaseKind}`, () => {
  test('merging keeps what was stored, adds the new ids newest first, and ignores repeats', async () => {
    const maria = await ctxOf('cliente@exemplo.com.br');
    const [pro, gamer, mouse] = await Promise.all([
      productId('notebook-demo-pro-15'),
      productId('notebook-demo-gamer-x'),
      productId('mouse-sem-fio-demo-m1'),
    ]);
    expect(await listFavourites(database.db, maria)).toEqual({ productIds: [] });
    // One device sends its list (newest first)…
    expect(await mergeFavourites(database.db, maria, { productIds: [gamer, pro] })).toEqual({
      productIds: [gamer, pro],
    });
    // …another device sends its own: the server keeps the union, the newer add first.
    expect(await mergeFavourites(database.db, maria, { productIds: [mouse, pro, mouse] })).toEqual({
      productIds: [mouse, gamer, pro],
    });
    expect(await removeFavourite(database.db, maria, { productId: gamer })).toEqual({
      productIds: [mouse, pro],
    });
    // Removing what is not there changes nothing.
    expect(await removeFavourite(database.db, maria, { productId: gamer })).toEqual({
      productIds: [mouse, pro],
    });
  });

  test('each customer and each store sees only its own list', async () => {
    const ana = await ctxOf('afiliado@exemplo.com.br');
    const outraMaria = await ctxOf('cliente@exemplo.com.br', 2);
    expect(await listFavourites(database.db, ana)).toEqual({ productIds: [] });
    expect(await listFavourites(database.db, outraMaria)).toEqual({ productIds: [] });
    // A product of the demo store is refused in the other store, and nothing is stored.
    const demoProduct = await productId('notebook-demo-gamer-x');
    const outraProduct = await productId('notebook-demo-pro-15', 2);
    expect(
      await refusal(
        mergeFavourites(database.db, outraMaria, { productIds: [outraProduct, demoProduct] }),
      ),
    ).toMatchObject({
      status: 422,
      message: 'Produto não encontrado ou indisponível nesta loja',
      errors: { 'productIds.1': ['Produto não encontrado ou indisponível nesta loja'] },
    });
    expect(await listFavourites(database.db, outraMaria)).toEqual({ productIds: [] });
    // The same customer e-mail in the demo store does not see the other store's favourite.
    await mergeFavourites(database.db, outraMaria, { productIds: [outraProduct] });
    const demoMaria = await ctxOf('cliente@exemplo.com.br');
    expect((await listFavourites(database.db, demoMaria)).productIds).not.toContain(outraProduct);
  });

  test('hidden products and add-ons are refused; a product hidden later drops out of the list', async () => {
    const ivo = await ctxOf('incompleto@exemplo.com.br');
    const [addon] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, 1), eq(products.type, 'addon')))
      .limit(1);
    await expect(
      mergeFavourites(database.db, ivo, { productIds: [addon!.id] }),
    ).rejects.toBeInstanceOf(ValidationError);

    const ssd = await productId('ssd-demo-1tb');
    await mergeFavourites(database.db, ivo, { productIds: [ssd] });
    await database.db.update(products).set({ visible: false }).where(eq(products.id, ssd));
    try {
      expect(await listFavourites(database.db, ivo)).toEqual({ productIds: [] });
      // Still stored: it comes back when the product is visible again.
      const stored = await database.db
        .select()
        .from(favourites)
        .where(eq(favourites.customerId, ivo.customer!.id));
      expect(stored.map((f) => f.productId)).toEqual([ssd]);
    } finally {
      await database.db.update(products).set({ visible: true }).where(eq(products.id, ssd));
    }
    expect(await listFavourites(database.db, ivo)).toEqual({ productIds: [ssd] });
  });

  test('without a session every call is a 401', async () => {
    const anonymous: ServiceContext = { tenantId: 1, locale: 'pt', customer: null };
    await expect(listFavourites(database.db, anonymous)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await refusal(mergeFavourites(database.db, anonymous, { productIds: [1] }))).toEqual({
      status: 401,
      message: 'Sessão inválida ou expirada. Entre novamente na sua conta.',
    });
    await expect(removeFavourite(database.db, anonymous, { productId: 1 })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });
});
