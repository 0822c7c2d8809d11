/**
 * The public CEP adapter against a local ViaCEP-compatible stub (this machine has no internet):
 * a found CEP, ViaCEP's `{ "erro": true }`, a malformed CEP, a service down or too slow; and the
 * environment choosing between it and the bundled table.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceUnavailableError } from '@/lib/server/http/errors';
import type { Db } from '@/lib/server/db/client';
import { findCepAddress } from '@/lib/server/services/cep';
import { bundledCepLookup } from './bundled';
import { cepLookup } from './index';
import { CepUnavailableError, createViaCepLookup } from './viacep';
import { refusal } from '@/test/refusal';

const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

let server: Server;
let base: string;
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(req.url ?? '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const cep = /^\/ws\/(\w+)\/json\/$/.exec(req.url ?? '')?.[1];
    if (cep === '01310100') send(200, paulista);
    else if (cep === '00000000') send(200, { erro: 'true' });
    else if (cep === '11111111') send(200, { erro: true });
    else if (cep === '50000000') send(502, { message: 'Bad gateway' });
    else if (cep === '60000000') setTimeout(() => send(200, paulista), 500);
    else send(400, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the ViaCEP-compatible adapter', () => {
  test('a found CEP: its street, district, city and state', async () => {
    const lookup = createViaCepLookup({ baseUrl: `${base}/` });
    expect(await lookup('01310100')).toEqual({
      zipcode: '01310100',
      street: 'Avenida Paulista',
      district: 'Bela Vista',
      city: 'São Paulo',
      region: 'SP',
    });
    expect(asked.at(-1)).toBe('/ws/01310100/json/');
  });

  test('a CEP that does not exist (erro true or "true", or a 400) is null', async () => {
    const lookup = createViaCepLookup({ baseUrl: base });
    expect(await lookup('00000000')).toBeNull();
    expect(await lookup('11111111')).toBeNull();
    expect(await lookup('12345678')).toBeNull();
  });

  test('a service down or too slow is a failure, never "not found"', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lookup = createViaCepLookup({ baseUrl: base, timeoutMs: 100 });
    await expect(lookup('50000000')).rejects.toBeInstanceOf(CepUnavailableError);
    await expect(lookup('60000000')).rejects.toBeInstanceOf(CepUnavailableError);
    const closed = createViaCepLookup({ baseUrl: 'http://127.0.0.1:9/ws' });
    await expect(closed('01310100')).rejects.toBeInstanceOf(CepUnavailableError);
    // The service answers the shopper 503 'Erro ao buscar CEP'.
    const failure = findCepAddress({} as Db, { locale: 'pt' }, { zipcode: '50000000' }, lookup);
    await expect(failure).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(await refusal(failure)).toMatchObject({ status: 503, message: 'Erro ao buscar CEP' });
    quiet.mockRestore();
  });

  test('an injected fetch is used instead of the network', async () => {
    const urls: string[] = [];
    const lookup = createViaCepLookup({
      baseUrl: 'https://viacep.com.br/ws',
      fetch: async (url) => {
        urls.push(url);
        return Response.json({
          ...paulista,
          cep: '20040-020',
          localidade: 'Rio de Janeiro',
          uf: 'RJ',
        });
      },
    });
    expect(await lookup('20040020')).toMatchObject({ city: 'Rio de Janeiro', region: 'RJ' });
    expect(urls).toEqual(['https://viacep.com.br/ws/20040020/json/']);
  });
});

describe('the CEP lookup the environment chooses', () => {
  test('without CEP_API_URL, the bundled table of the demo CEPs', async () => {
    expect(cepLookup({})).toBe(bundledCepLookup);
    expect(await bundledCepLookup('01310100')).toMatchObject({ street: 'Avenida Paulista' });
    expect(await bundledCepLookup('00000000')).toBeNull();
  });

  test('with CEP_API_URL, the public service, asked once per CEP for a while', async () => {
    const lookup = cepLookup({ CEP_API_URL: base });
    const before = asked.length;
    expect(await lookup('01310100')).toMatchObject({ city: 'São Paulo' });
    expect(await lookup('01310100')).toMatchObject({ city: 'São Paulo' });
    expect(await lookup('00000000')).toBeNull();
    expect(asked.length - before).toBe(2);
    expect(cepLookup({ CEP_API_URL: base })).toBe(lookup);
  });
});
