/**
 * The store's team, the owners' area: operators added with a role and a first password, switched
 * off (their sessions end), their second factor reset; the store never loses its last owner.
 */
import { PATCH as change } from '@/app/api/admin/operators/[id]/route';
import { GET as audit } from '@/app/api/admin/audit/route';
import { GET as list, POST as add } from '@/app/api/admin/operators/route';
import type { AuditList } from '@/lib/contracts/back-office-audit';
import { GET as me, POST as login } from '@/app/api/admin/session/route';
import type { StoreOperatorView } from '@/lib/contracts/back-office-operators';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { operatorCookieOf, SAME_ORIGIN_JSON } from '@/test/sessions';

let database: TestDatabase;
let owner: Record<string, string>;
let catalog: Record<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  owner = { cookie: await operatorCookieOf(database.db, 'dono@exemplo.com.br') };
  catalog = { cookie: await operatorCookieOf(database.db, 'catalogo@exemplo.com.br') };
});
afterAll(() => database.drop());

const team = async (headers = owner) => call(list as never, '/api/admin/operators', { headers });
const patch = (id: number, body: object) =>
  call(change as never, `/api/admin/operators/${id}`, {
    method: 'PATCH',
    headers: { ...owner, ...SAME_ORIGIN_JSON },
    body: JSON.stringify(body),
    params: { id: String(id) },
  });

describe(`the store's team, on ${databaseKind}`, () => {
  test('owners only: a catalog operator gets a 404', async () => {
    const res = await team();
    expect(res.status).toBe(200);
    expect((res.json.content as StoreOperatorView[]).map((o) => o.email).sort()).toEqual([
      'catalogo@exemplo.com.br',
      'conteudo@exemplo.com.br',
      'dono@exemplo.com.br',
      'pedidos@exemplo.com.br',
    ]);
    expect((await team(catalog)).status).toBe(404);
  });

  test('an operator added, who signs in; switched off, their session ends', async () => {
    const body = {
      name: 'Rui Reposição',
      email: 'rui@exemplo.com.br',
      role: 'catalog',
      password: 'curta',
    };
    const short = await call(add as never, '/api/admin/operators', {
      method: 'POST',
      headers: { ...owner, ...SAME_ORIGIN_JSON },
      body: JSON.stringify(body),
    });
    expect(short.json.errors).toEqual({
      password: ['A senha precisa de pelo menos 10 caracteres.'],
    });
    const added = await call(add as never, '/api/admin/operators', {
      method: 'POST',
      headers: { ...owner, ...SAME_ORIGIN_JSON },
      body: JSON.stringify({ ...body, password: 'Reposicao2026' }),
    });
    expect(added.status).toBe(200);
    const rui = added.json.content as StoreOperatorView;
    expect(rui).toMatchObject({
      role: 'catalog',
      active: true,
      totpEnabled: false,
      lastLoginAt: null,
    });
    const again = await call(add as never, '/api/admin/operators', {
      method: 'POST',
      headers: { ...owner, ...SAME_ORIGIN_JSON },
      body: JSON.stringify({ ...body, email: 'RUI@exemplo.com.br', password: 'Reposicao2026' }),
    });
    expect(again.json.errors).toEqual({ email: ['Já existe um operador com este e-mail.'] });

    const signedIn = await call(login as never, '/api/admin/session', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ email: 'rui@exemplo.com.br', password: 'Reposicao2026' }),
    });
    const token = /backoffice_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
    const session = { cookie: `backoffice_session=${token}` };
    expect((await call(me as never, '/api/admin/session', { headers: session })).status).toBe(200);

    expect((await patch(rui.id, { role: 'orders' })).json.content).toMatchObject({
      role: 'orders',
    });
    // The new role applies to the open session at once.
    expect(
      (await call(me as never, '/api/admin/session', { headers: session })).json.content,
    ).toMatchObject({
      role: 'orders',
      areas: ['orders', 'inbox'],
    });
    expect((await patch(rui.id, { active: false })).json.content).toMatchObject({ active: false });
    expect((await call(me as never, '/api/admin/session', { headers: session })).status).toBe(401);
  });

  test('the last active owner cannot be demoted or switched off; a reset second factor is enrolled again', async () => {
    const owners = ((await team()).json.content as StoreOperatorView[]).filter(
      (o) => o.role === 'owner',
    );
    expect(owners).toHaveLength(1);
    const demote = await patch(owners[0]!.id, { role: 'catalog' });
    expect(demote.status).toBe(422);
    expect(demote.json.errors).toEqual({
      role: ['A loja precisa de pelo menos um proprietário ativo.'],
    });
    expect((await patch(owners[0]!.id, { active: false })).json.errors).toEqual({
      active: ['A loja precisa de pelo menos um proprietário ativo.'],
    });
    const reset = await patch(owners[0]!.id, { resetTotp: true });
    expect(reset.json.content).toMatchObject({ role: 'owner', totpEnabled: false });
    const next = await call(login as never, '/api/admin/session', {
      method: 'POST',
      headers: SAME_ORIGIN_JSON,
      body: JSON.stringify({ email: 'dono@exemplo.com.br', password: 'Senha123' }),
    });
    expect(next.json.content).toMatchObject({ step: 'enroll' });
  });

  test('the history shows who changed whom, for owners only', async () => {
    // The owner's earlier session ended with the reset above: a new one.
    const session = { cookie: await operatorCookieOf(database.db, 'dono@exemplo.com.br') };
    const res = await call(audit as never, '/api/admin/audit?entity=operator&who=dono', {
      headers: session,
    });
    expect(res.status).toBe(200);
    const entries = (res.json.content as AuditList).items;
    expect(entries.map((e) => e.action)).toContain('operator.create');
    const created = entries.find((e) => e.action === 'operator.create')!;
    expect(created).toMatchObject({ who: 'dono@exemplo.com.br', entity: 'operator' });
    expect(created.changes).toContainEqual({
      field: 'email',
      before: null,
      after: 'rui@exemplo.com.br',
    });
    expect((await call(audit as never, '/api/admin/audit', { headers: catalog })).status).toBe(404);
  });
});
