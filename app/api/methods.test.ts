/**
 * SPEC.md section 8: 'Método não disponível' for a method a route does not have, and 'Esse método
 * não pode ser utilizado sem um ID' for a call that needs an id made without it (issue 25, item 8).
 * Checked over every route file: what a file defines is read from its source, and the methods its
 * `/{id}` child defines are the ones the file must answer 'sem um ID' to.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import {
  apiRouteFiles,
  HTTP_METHODS,
  loadApiRoutes,
  ownMethods,
  type ApiRoute,
} from '@/test/api-routes';
import { createTestDatabase, type TestDatabase } from '@/test/db';

const root = path.join(process.cwd(), 'app/api');
const dirOf = (file: string) => file.replace(/\/?route\.ts$/, '');

/** Route folder → the methods its `/{id}` child has and it does not (an `[action]` is no id). */
function idMethodsByFolder(): Map<string, string[]> {
  const files = apiRouteFiles();
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const match = /^(.*)\/\[(\w+)\]$/.exec(dirOf(file));
    if (!match || match[2] === 'action') continue;
    const parent = match[1]!;
    const parentFile = `${parent}/route.ts`;
    const parentOwn = existsSync(path.join(root, parentFile)) ? ownMethods(parentFile) : [];
    const missing = ownMethods(file).filter((m) => !parentOwn.includes(m));
    if (missing.length) byFolder.set(parent, [...(byFolder.get(parent) ?? []), ...missing]);
  }
  return byFolder;
}

let database: TestDatabase;
let routes: ApiRoute[];
beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  routes = await loadApiRoutes();
});
afterAll(() => database.drop());

async function answer(route: ApiRoute, method: string, locale?: 'en') {
  const handler = route.module[method] as
    | ((r: NextRequest, c: { params: Promise<Record<string, string>> }) => Promise<Response>)
    | undefined;
  if (!handler) return { status: 'not exported', body: null };
  const params = Object.fromEntries(route.params.map((p) => [p, '1']));
  const url = `http://localhost${route.template.replace(/\[(\w+)\]/g, '1')}`;
  const response = await handler(
    new NextRequest(url, {
      method,
      headers: { host: 'localhost', ...(locale ? { cookie: `NEXT_LOCALE=${locale}` } : {}) },
    }),
    { params: Promise.resolve(params) },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('methods a route does not have, and calls without their id', () => {
  test("a method no route file defines answers 405 { success: false, message: 'Método não disponível' }", async () => {
    const wrong: string[] = [];
    const idMethods = idMethodsByFolder();
    for (const route of routes) {
      const own = ownMethods(route.file);
      const byId = idMethods.get(dirOf(route.file)) ?? [];
      for (const method of HTTP_METHODS.filter((m) => !own.includes(m) && !byId.includes(m))) {
        const got = await answer(route, method);
        const expected = {
          status: 405,
          body: { success: false, message: 'Método não disponível' },
        };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(`${method} ${route.template}: ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("a method of a route's /{id} called without the id answers 400 'Esse método não pode ser utilizado sem um ID'", async () => {
    const idMethods = idMethodsByFolder();
    // The SPEC's calls by id: GET and PUT /sale/order/{id}, GET /contactform/{id}, DELETE by id.
    expect(idMethods.get('sale/order')).toEqual(['GET', 'PUT']);
    expect(idMethods.get('contactform')).toEqual(['GET']);
    expect(idMethods.get('customer/addresses')).toEqual(['PUT', 'DELETE']);
    const wrong: string[] = [];
    for (const [folder, methods] of idMethods) {
      const route = routes.find((r) => dirOf(r.file) === folder);
      if (!route) {
        wrong.push(`${folder}: no route file answers ${methods.join(', ')} without the id`);
        continue;
      }
      for (const method of methods) {
        const got = await answer(route, method);
        const expected = {
          status: 400,
          body: { success: false, message: 'Esse método não pode ser utilizado sem um ID' },
        };
        if (JSON.stringify(got) !== JSON.stringify(expected))
          wrong.push(`${method} ${route.template}: ${JSON.stringify(got)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('both answers speak English to a shopper who chose English', async () => {
    const company = routes.find((r) => r.file === 'company/route.ts')!;
    const order = routes.find((r) => r.file === 'sale/order/route.ts')!;
    expect(await answer(company, 'DELETE', 'en')).toEqual({
      status: 405,
      body: { success: false, message: 'Method not available' },
    });
    expect(await answer(order, 'GET', 'en')).toEqual({
      status: 400,
      body: { success: false, message: 'This method cannot be used without an ID' },
    });
  });
});
