/** /customer/files (Meus wallpapers, Meus uploads): type by content, size limits, owner only. */
import { DELETE as deleteFile, GET as download } from '@/app/api/customer/files/[id]/route';
import { GET as listFiles, POST as upload } from '@/app/api/customer/files/route';
import type { CustomerFile } from '@/lib/contracts/customer-files';
import { customerFiles } from '@/lib/server/db/schema';
import { createTestDatabase, databaseKind, type TestDatabase } from '@/test/db';
import { NextRequest } from 'next/server';
import { call } from '@/test/http';
import { bearer, sessionTokenOf } from '@/test/sessions';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const bearerOf = async (email: string, tenantId = 1) =>
  bearer(await sessionTokenOf(database.db, email, tenantId));
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const pdf = new TextEncoder().encode('%PDF-1.4\n%fake but typed\n');

function send(
  kind: string,
  file: Blob,
  name: string,
  headers: Record<string, string>,
  host?: string,
) {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file, name);
  return call(upload, `/api/customer/files?kind=${kind}`, {
    method: 'POST',
    headers,
    host,
    body: form,
  });
}
const byId = (
  handler: typeof download | typeof deleteFile,
  method: string,
  id: number,
  headers = {},
) =>
  handler(
    new NextRequest(new URL(`http://localhost/api/customer/files/${id}`), {
      method,
      headers: { host: 'localhost', ...headers },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );

describe(`/customer/files on ${databaseKind}`, () => {
  test('a wallpaper and an upload are stored, listed by kind, downloaded by their owner and deleted', async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const wallpaper = await send('wallpaper', new Blob([png]), '../../fundo azul.png', maria);
    expect(wallpaper.status).toBe(200);
    expect(wallpaper.json.message).toBe('Arquivo enviado com sucesso.');
    const saved = wallpaper.json.content as CustomerFile;
    // The folder part of the name is dropped; the type comes from the bytes.
    expect(saved).toMatchObject({
      kind: 'wallpaper',
      name: 'fundo azul.png',
      mimeType: 'image/png',
      size: 12,
    });
    // A PDF sent as an image still is a PDF: typed by content, accepted as an upload.
    const receipt = await send('upload', new Blob([pdf], { type: 'image/png' }), 'nota.png', maria);
    expect(receipt.json.content).toMatchObject({ kind: 'upload', mimeType: 'application/pdf' });

    const wallpapers = await call(listFiles, '/api/customer/files?kind=wallpaper', {
      headers: maria,
    });
    expect((wallpapers.json.content as CustomerFile[]).map((f) => f.id)).toEqual([saved.id]);

    const got = await byId(download, 'GET', saved.id, maria);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(
      "inline; filename*=UTF-8''fundo%20azul.png",
    );
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(png);

    const gone = await byId(deleteFile, 'DELETE', saved.id, maria);
    expect(gone.status).toBe(200);
    expect((await gone.json()).content).toEqual([]);
    expect((await byId(download, 'GET', saved.id, maria)).status).toBe(404);
  });

  test('a type the kind does not take, an empty or too large file: field errors, nothing stored', async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const before = await database.db.$count(customerFiles);
    const pdfWallpaper = await send('wallpaper', new Blob([pdf]), 'manual.pdf', maria);
    expect(pdfWallpaper.status).toBe(422);
    expect(pdfWallpaper.json.errors).toEqual({
      file: ['Tipo de arquivo não permitido. Envie JPG, PNG ou WEBP.'],
    });
    const script = await send(
      'upload',
      new Blob(['<script>alert(1)</script>'], { type: 'application/pdf' }),
      'x.pdf',
      maria,
    );
    expect(script.json.errors).toEqual({
      file: ['Tipo de arquivo não permitido. Envie PDF, JPG ou PNG.'],
    });
    expect((await send('upload', new Blob([]), 'vazio.pdf', maria)).json.errors).toEqual({
      file: ['Campo obrigatório'],
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png);
    const tooLarge = await send('wallpaper', new Blob([big]), 'grande.png', maria);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.json.errors).toEqual({ file: ['Arquivo muito grande. O limite é 5 MB.'] });
    expect((await send('avatar', new Blob([png]), 'a.png', maria)).status).toBe(422);
    expect(await database.db.$count(customerFiles)).toBe(before);
  });

  test("another customer's file, another store and no session: 404 or 401", async () => {
    const maria = await bearerOf('cliente@exemplo.com.br');
    const saved = (await send('upload', new Blob([pdf]), 'comprovante.pdf', maria)).json
      .content as CustomerFile;
    const ana = await bearerOf('afiliado@exemplo.com.br');
    expect((await byId(download, 'GET', saved.id, ana)).status).toBe(404);
    expect((await byId(deleteFile, 'DELETE', saved.id, ana)).status).toBe(404);
    expect(
      (await call(listFiles, '/api/customer/files?kind=upload', { headers: ana })).json.content,
    ).toEqual([]);
    const outra = await bearerOf('cliente@exemplo.com.br', 2);
    const elsewhere = await download(
      new NextRequest(new URL(`http://outra.localhost/api/customer/files/${saved.id}`), {
        headers: { host: 'outra.localhost', ...outra },
      }),
      { params: Promise.resolve({ id: String(saved.id) }) },
    );
    expect(elsewhere.status).toBe(404);
    expect((await send('upload', new Blob([pdf]), 'x.pdf', maria, 'outra.localhost')).status).toBe(
      401,
    );
    expect((await byId(download, 'GET', saved.id)).status).toBe(401);
    expect((await byId(download, 'GET', saved.id, maria)).status).toBe(200);
  });
});
