/** POST /portal/{customer}/cart/sku-list: a portal buyer's SKU list goes into their cart. */
import { eq } from 'drizzle-orm';
import { POST as skuList } from '@/app/api/portal/[customer]/cart/sku-list/route';
import type { SkuListResult } from '@/lib/contracts/portal';
import { orders } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { newCustomer, newPortalBuyer, signedIn } from '@/test/factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const send = async (email: string | null, body: unknown) =>
  call(skuList, '/api/portal/acme/cart/sku-list', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(await signedIn(database.db, email)),
    },
    body: JSON.stringify(body),
    params: { customer: 'acme' },
  });
const cartCount = async () => (await database.db.select({ id: orders.id }).from(orders)).length;
const lines = (result: SkuListResult) =>
  result.order.items.map((i) => [i.sku, i.quantity] as const);

describe(`SKU list into the portal cart on ${databaseKind}`, () => {
  test.each([
    [null, 401],
    ['cliente@exemplo.com.br', 404],
    ['compras@globex.com.br', 404],
  ])('%s is refused (%i) and no cart is made', async (email, status) => {
    const before = await cartCount();
    const answer = await send(email, { text: 'NB-DEMO-PRO-15;1' });
    expect(answer.status).toBe(status);
    expect(answer.json.content).toBeUndefined();
    expect(await cartCount()).toBe(before);
  });

  test("two pasted lines make a cart of the buyer's own; a second list adds to it", async () => {
    const answer = await send('compras@acme.com.br', {
      text: 'NB-DEMO-PRO-15;2\nssd-demo-1tb;1\n',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Linhas adicionadas ao carrinho: 2 de 2.');
    const result = answer.json.content as SkuListResult;
    expect(lines(result)).toEqual([
      ['NB-DEMO-PRO-15', 2],
      ['SSD-DEMO-1TB', 1],
    ]);
    expect(result.problems).toEqual([]);
    const [stored] = await database.db
      .select({ customerId: orders.customerId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, result.order.id));
    expect(stored!.status).toBe('new');
    expect(stored!.customerId).not.toBeNull();

    // A second list adds to the same cart.
    const more = await send('compras@acme.com.br', {
      text: 'sku;quantidade\nSSD-DEMO-1TB;2',
      cart: result.order.id,
    });
    const added = more.json.content as SkuListResult;
    expect(added.order.id).toBe(result.order.id);
    expect(lines(added)).toEqual([
      ['NB-DEMO-PRO-15', 2],
      ['SSD-DEMO-1TB', 3],
    ]);
  });

  test("a buyer just added to acme's group gets a cart of their own; a new shopper outside it, 404", async () => {
    const buyer = await newPortalBuyer(database.db, 'acme');
    const answer = await send(buyer.email, { text: 'NB-DEMO-PRO-15;1' });
    expect(answer.status).toBe(200);
    const result = answer.json.content as SkuListResult;
    expect(lines(result)).toEqual([['NB-DEMO-PRO-15', 1]]);
    const [stored] = await database.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, result.order.id));
    expect(stored!.customerId).toBe(buyer.id);

    const outsider = await newCustomer(database.db);
    const before = await cartCount();
    expect((await send(outsider.email, { text: 'NB-DEMO-PRO-15;1' })).status).toBe(404);
    expect(await cartCount()).toBe(before);
  });

  test('bad lines are told by number and the good ones still go in', async () => {
    const answer = await send('compras@acme.com.br', {
      text: 'SSD-DEMO-1TB;1\nNAO-EXISTE;1\nMS-DEMO-M1;2\nsó um texto\nGAR-EST-12;1\nSSD-DEMO-1TB;0',
    });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Linhas adicionadas ao carrinho: 1 de 6.');
    expect((answer.json.content as SkuListResult).problems).toEqual([
      { line: 2, message: 'Linha 2: SKU NAO-EXISTE não encontrado.' },
      { line: 3, message: 'Linha 3: MS-DEMO-M1 está indisponível.' },
      { line: 4, message: 'Linha 4: use SKU;quantidade.' },
      // An add-on is not sold on its own.
      { line: 5, message: 'Linha 5: SKU GAR-EST-12 não encontrado.' },
      {
        line: 6,
        message: 'Linha 6: a quantidade de SSD-DEMO-1TB deve ser um número inteiro maior que zero.',
      },
    ]);
  });

  test("a line the cart refuses (over its units) is told with the cart's reason; the others go in", async () => {
    const first = (await send('compras@acme.com.br', { text: 'NB-DEMO-PRO-15;10' })).json
      .content as SkuListResult;
    const answer = await send('compras@acme.com.br', {
      text: 'NB-DEMO-PRO-15;5\nSSD-DEMO-1TB;1',
      cart: first.order.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.message).toBe('Linhas adicionadas ao carrinho: 1 de 2.');
    const result = answer.json.content as SkuListResult;
    expect(result.problems).toEqual([
      {
        line: 1,
        message:
          'Linha 1 (NB-DEMO-PRO-15): Para comprar mais de 10 unidades, fale com a nossa Central de Vendas.',
      },
    ]);
    expect(lines(result)).toEqual([
      ['NB-DEMO-PRO-15', 10],
      ['SSD-DEMO-1TB', 1],
    ]);
  });

  test('a SKU on two lines that cannot be added is told on both lines', async () => {
    const answer = await send('compras@acme.com.br', {
      text: 'NAO-EXISTE;1\nSSD-DEMO-1TB;1\nnao-existe;2',
    });
    expect((answer.json.content as SkuListResult).problems).toEqual([
      { line: 1, message: 'Linha 1: SKU NAO-EXISTE não encontrado.' },
      { line: 3, message: 'Linha 3: SKU NAO-EXISTE não encontrado.' },
    ]);
  });

  test('a list with no good line changes nothing and says why, line by line', async () => {
    const before = await cartCount();
    const answer = await send('compras@acme.com.br', { text: 'XYZ;1\nSSD-DEMO-1TB;11' });
    expect(answer.status).toBe(422);
    expect(answer.json.message).toBe('Nenhuma linha da lista pôde ser adicionada.');
    expect(answer.json.errors).toEqual({
      text: [
        'Linha 1: SKU XYZ não encontrado.',
        'Linha 2: no máximo 10 unidades de SSD-DEMO-1TB por pedido; para mais, fale com a central de vendas.',
      ],
    });
    const empty = await send('compras@acme.com.br', { text: '\n \n' });
    expect(empty.status).toBe(422);
    expect(empty.json.errors).toEqual({ text: ['Informe ao menos uma linha SKU;quantidade.'] });
    expect(await cartCount()).toBe(before);
  });
});
