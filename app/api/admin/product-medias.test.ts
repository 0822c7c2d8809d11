/**
 * A product's photos: added from files that are photos by their bytes, ordered and described,
 * removed, served immutable by their hash; the storefront's product follows.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { DELETE as remove } from '@/app/api/admin/products/[id]/medias/[media]/route';
import { POST as add, PUT as arrange } from '@/app/api/admin/products/[id]/medias/route';
import { GET as serve } from '@/app/media/u/[...key]/route';
import type { AdminProductMedia } from '@/lib/contracts/back-office-products';
import { products } from '@/lib/server/db/schema';
import { resolveRoute } from '@/lib/server/services/router';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { call } from '@/test/http';
import { operatorCookieOf } from '@/test/sessions';

jest.mock('next/cache', () => ({ ...jest.requireActual('next/cache'), revalidateTag: jest.fn() }));
process.env.MEDIA_DIR = mkdtempSync(path.join(tmpdir(), 'media-'));

let database: TestDatabase;
let catalog: Record<string, string>;
let orders: Record<string, string>;
let mouse: { id: number; url: string };
beforeAll(async () => {
  database = await createTestDatabase();
  catalog = { cookie: await operatorCookieOf(database.db, 'catalogo@exemplo.com.br') };
  orders = { cookie: await operatorCookieOf(database.db, 'pedidos@exemplo.com.br') };
  [mouse] = (await database.db
    .select({ id: products.id, url: products.url })
    .from(products)
    .where(and(eq(products.tenantId, 1), eq(products.url, 'mouse-sem-fio-demo-m1')))) as [
    { id: number; url: string },
  ];
});
afterAll(() => database.drop());

/** The first bytes of a JPEG and of a PNG: what the server reads a photo by. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 1, 1, 0, 72]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);

async function upload(bytes: Uint8Array, name: string, headers = catalog) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(bytes)], name));
  form.set('alt', `Foto ${name}`);
  const request = new NextRequest(
    new URL(`/api/admin/products/${mouse.id}/medias`, 'http://localhost'),
    {
      method: 'POST',
      headers: { host: 'localhost', 'sec-fetch-site': 'same-origin', ...headers },
      body: form,
    },
  );
  const response = await add(request, { params: Promise.resolve({ id: String(mouse.id) }) });
  return {
    status: response.status,
    json: (await response.json()) as { content?: AdminProductMedia[]; errors?: unknown },
  };
}

describe(`product photos, on ${databaseKind}`, () => {
  test('a photo by its bytes is added and served immutable; anything else is refused', async () => {
    const text = await upload(new TextEncoder().encode('<script>alert(1)</script>'), 'foto.jpg');
    expect(text.status).toBe(422);
    expect(text.json.errors).toEqual({ file: ['Envie uma foto JPG, PNG ou WebP.'] });
    expect((await upload(JPEG, 'a.jpg', orders)).status).toBe(404);

    const first = await upload(JPEG, 'frente.jpg');
    expect(first.status).toBe(200);
    const before = first.json.content!.length;
    const second = await upload(PNG, 'lado.png');
    const medias = second.json.content!;
    expect(medias).toHaveLength(before + 1);
    const added = medias.at(-1)!;
    expect(added).toMatchObject({ alt: 'Foto lado.png' });
    expect(added.url).toMatch(/^\/media\/u\/1\/[0-9a-f]{64}\.png$/);

    const key = added.url.replace('/media/u/', '').split('/');
    const served = await serve(new NextRequest(new URL(added.url, 'http://localhost')), {
      params: Promise.resolve({ key }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const missing = await serve(new NextRequest(new URL('/media/u/1/../x', 'http://localhost')), {
      params: Promise.resolve({ key: ['1', '..', 'x'] }),
    });
    expect(missing.status).toBe(404);
  });

  test('ordered and described: the storefront shows the new first photo with its words', async () => {
    const list = (await upload(JPEG, 'outra.jpg')).json.content!;
    const reordered = [...list]
      .reverse()
      .map((m, i) => ({ id: m.id, alt: i === 0 ? 'Mouse visto de cima' : m.alt }));
    const res = await call(arrange as never, `/api/admin/products/${mouse.id}/medias`, {
      method: 'PUT',
      headers: { ...catalog, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ medias: reordered }),
      params: { id: String(mouse.id) },
    });
    expect(res.status).toBe(200);
    const route = await resolveRoute(database.db, { tenantId: 1 }, { url: mouse.url });
    expect(route.type === 'product' && route.content.medias[0]).toEqual({
      url: list.at(-1)!.url,
      alt: 'Mouse visto de cima',
    });

    // A list that is not the product's photos changes nothing.
    const wrong = await call(arrange as never, `/api/admin/products/${mouse.id}/medias`, {
      method: 'PUT',
      headers: { ...catalog, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ medias: reordered.slice(1) }),
      params: { id: String(mouse.id) },
    });
    expect(wrong.status).toBe(422);

    const gone = await call(
      remove as never,
      `/api/admin/products/${mouse.id}/medias/${list[0]!.id}`,
      {
        method: 'DELETE',
        headers: { ...catalog, 'sec-fetch-site': 'same-origin' },
        params: { id: String(mouse.id), media: String(list[0]!.id) },
      },
    );
    expect(gone.status).toBe(200);
    expect((gone.json.content as AdminProductMedia[]).map((m) => m.id)).not.toContain(list[0]!.id);
  });
});
