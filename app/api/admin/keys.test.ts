/**
 * The owners' API keys (issue 28 item 8): who may see and make them, a new key's secret shown
 * once and working for its scopes only, a revoked key refused from the next call, both audited
 * without the secret.
 */
import { and, eq } from 'drizzle-orm';
import { DELETE as revoke } from '@/app/api/admin/keys/[id]/route';
import { GET as list, POST as issue } from '@/app/api/admin/keys/route';
import { GET as orders } from '@/app/api/admin/orders/route';
import { GET as products } from '@/app/api/admin/products/route';
import type { IssuedApiKey, StoreApiKeyView } from '@/lib/contracts/back-office-operators';
import { auditLog } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { backOfficeCallers, bearer, SAME_ORIGIN_JSON } from '@/test/sessions';

let database: TestDatabase;
let callers: Record<string, Record<string, string>>;
beforeAll(async () => {
  database = await createTestDatabase();
  callers = await backOfficeCallers(database.db);
});
afterAll(() => database.drop());

const create = (body: unknown, headers: Record<string, string> = callers.owner!) =>
  call(issue as never, '/api/admin/keys', {
    method: 'POST',
    headers: { ...SAME_ORIGIN_JSON, ...headers },
    body: JSON.stringify(body),
  });

describe(`the store's API keys, on ${databaseKind}`, () => {
  test.each([
    ['owner', 200],
    ['catalog', 404],
    ['orders', 404],
    ['catalogKey', 404],
    ['ordersKey', 404],
    ['otherStore', 401],
    ['customer', 401],
    ['visitor', 401],
  ])('%s: answered %i', async (who, status) => {
    const headers = callers[who]!;
    expect((await call(list as never, '/api/admin/keys', { headers })).status).toBe(status);
    expect((await create({ name: `ERP ${who}`, scopes: ['catalog'] }, headers)).status).toBe(
      status,
    );
  });

  test('a key opens its scopes only, its secret is told once, and a revoked key opens nothing', async () => {
    const bad = await create({ name: '', scopes: [] });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      name: ['Campo obrigatório'],
      scopes: ['Escolha ao menos uma área.'],
    });
    const res = await create({ name: 'ERP Bling', scopes: ['catalog'] });
    expect(res.status).toBe(200);
    const issued = res.json.content as IssuedApiKey;
    expect(issued).toMatchObject({ name: 'ERP Bling', scopes: ['catalog'], revokedAt: null });
    expect(issued.key).toMatch(/^sk_live_/);
    const key = bearer(issued.key);
    expect((await call(products as never, '/api/admin/products', { headers: key })).status).toBe(
      200,
    );
    expect((await call(orders as never, '/api/admin/orders', { headers: key })).status).toBe(404);
    // The list never shows a secret again.
    const listed = await call(list as never, '/api/admin/keys', { headers: callers.owner! });
    expect(JSON.stringify(listed.json)).not.toContain(issued.key);
    expect((listed.json.content as StoreApiKeyView[])[0]).toMatchObject({
      id: issued.id,
      lastUsedAt: expect.any(String),
    });

    const revoked = await call(revoke as never, `/api/admin/keys/${issued.id}`, {
      method: 'DELETE',
      headers: { ...SAME_ORIGIN_JSON, ...callers.owner! },
      params: { id: String(issued.id) },
    });
    expect(revoked.status).toBe(200);
    expect((await call(products as never, '/api/admin/products', { headers: key })).status).toBe(
      401,
    );
    const again = await call(revoke as never, `/api/admin/keys/${issued.id}`, {
      method: 'DELETE',
      headers: { ...SAME_ORIGIN_JSON, ...callers.owner! },
      params: { id: String(issued.id) },
    });
    expect(again.status).toBe(404);
    const trail = await database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'apiKey'), eq(auditLog.entityId, String(issued.id))));
    expect(trail.map((a) => a.action).sort()).toEqual(['apiKey.create', 'apiKey.revoke']);
    expect(JSON.stringify(trail)).not.toContain(issued.key);
  });
});
