import { and, eq } from 'drizzle-orm';
import { PORTAL_PAGES, type PortalPage } from '@/lib/domain/portal';
import { customers } from '@/lib/server/db/schema';
import { NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import { createTestDatabase, storeIds, type TestDatabase } from '@/test/db';
import type { ServiceContext } from './context';
import { findPortal, requirePortal, visitPortal } from './portal';
import { refusal } from '@/test/refusal';

let database: TestDatabase;
let demo: number;
let outra: number;
beforeAll(async () => {
  database = await createTestDatabase();
  ({ demo, outra } = await storeIds(database));
});
afterAll(() => database.drop());

async function as(email: string | null): Promise<ServiceContext> {
  if (!email) return { tenantId: demo, locale: 'pt', customer: null };
  const [row] = await database.db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, demo), eq(customers.email, email)));
  const { id, name, role, portalGroupId, affiliateGroup } = row!;
  return {
    tenantId: demo,
    locale: 'pt',
    customer: { id, name, email, role, portalGroupId, affiliateGroup },
  };
}

test("the store's portal is found by its customer name; another store's is not", async () => {
  expect(await findPortal(database.db, { tenantId: demo }, 'acme')).toMatchObject({
    slug: 'acme',
    name: 'Acme Tecnologia Ltda',
  });
  expect(await findPortal(database.db, { tenantId: outra }, 'acme')).toBeNull();
  expect(await findPortal(database.db, { tenantId: demo }, 'nao-existe')).toBeNull();
});

describe('every caller × every portal page of acme', () => {
  const callers: Record<string, string | null> = {
    visitor: null,
    'store customer': 'cliente@exemplo.com.br',
    'buyer of acme': 'compras@acme.com.br',
    'administrator of acme': 'admin@acme.com.br',
    'buyer of another company': 'compras@globex.com.br',
  };
  const expected = (caller: string, page: PortalPage) => {
    if (caller === 'visitor') return 'login';
    if (caller === 'administrator of acme') return 'allowed';
    if (caller === 'buyer of acme') return page.startsWith('admin-') ? 'not-found' : 'allowed';
    return 'not-found';
  };
  for (const [caller, email] of Object.entries(callers)) {
    test(caller, async () => {
      const ctx = await as(email);
      for (const page of PORTAL_PAGES) {
        const visit = await visitPortal(database.db, ctx, { customer: 'acme', page });
        expect([page, visit.access]).toEqual([page, expected(caller, page)]);
        // Denied: no portal in the answer beyond what the login form needs.
        if (visit.access === 'not-found') expect(visit).toEqual({ access: 'not-found' });

        const call = requirePortal(database.db, ctx, { customer: 'acme', page });
        if (visit.access === 'allowed') {
          await expect(call).resolves.toMatchObject({ portal: { slug: 'acme' }, role: visit.role });
        } else {
          await expect(call).rejects.toThrow(
            visit.access === 'login' ? UnauthorizedError : NotFoundError,
          );
        }
      }
    });
  }
});

test('the administrator is told apart from the buyers', async () => {
  const admin = await visitPortal(database.db, await as('admin@acme.com.br'), {
    customer: 'acme',
    page: 'orders',
  });
  const buyer = await visitPortal(database.db, await as('compras@acme.com.br'), {
    customer: 'acme',
    page: 'orders',
  });
  expect([
    admin.access === 'allowed' && admin.role,
    buyer.access === 'allowed' && buyer.role,
  ]).toEqual(['admin', 'buyer']);
});

test('a portal that does not exist: the login form for nobody (as a real one), not found for anyone else', async () => {
  const home = async (email: string | null, customer: string) =>
    visitPortal(database.db, await as(email), { customer, page: 'home' });
  expect(await home(null, 'nao-existe')).toEqual({ access: 'login' });
  expect(await home(null, 'acme')).toEqual({ access: 'login' });
  expect(await home('admin@acme.com.br', 'nao-existe')).toEqual({ access: 'not-found' });
  expect(
    await refusal(
      requirePortal(database.db, await as('admin@acme.com.br'), {
        customer: 'nao-existe',
        page: 'home',
      }),
    ),
  ).toMatchObject({ status: 404, message: 'Portal não encontrado.' });
});
