import { favouritesList } from '@/lib/contracts/favourites';
import { apiCall, apiRequest, apiSend, ApiError, NetworkError } from './client';

/**
 * The browser's client: every call's method and path come from the registry's map
 * (lib/contracts/endpoints.ts), its input is encoded as the API reads it, its answer parsed by
 * the contract handed in, and its failures typed for the one error policy (errors.ts).
 */
const fetchMock = jest.fn();
let stored: string | null = null;

beforeEach(() => {
  fetchMock.mockReset();
  stored = null;
  Object.assign(globalThis, {
    fetch: fetchMock,
    window: { localStorage: { getItem: () => stored } },
  });
});

const answer = (status: number, envelope: object) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(envelope), { status }));
const sent = (n = 0) => {
  const [url, init] = fetchMock.mock.calls[n] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
};

test("a call goes to its operation's method and path, parameters encoded, with the shopper's token", async () => {
  stored = 'token-of-maria-0123456789';
  answer(200, { success: true, content: { productIds: [4, 9] } });
  const list = await apiCall('deleteCustomerFavourite', favouritesList, {
    params: { productId: 7 },
  });
  expect(list).toEqual({ productIds: [4, 9] });
  const { url, init, headers } = sent();
  expect(url).toBe('/api/customer/favorites/7');
  expect(init.method).toBe('DELETE');
  expect(headers.authorization).toBe('Bearer token-of-maria-0123456789');
  expect(init.body).toBeUndefined();

  // A login sends no token, whatever the browser holds.
  answer(200, { success: true, content: null });
  await apiRequest('logIn', { body: { login: 'a@b.com', password: 'x' }, token: null });
  expect(sent(1).headers.authorization).toBeUndefined();
  expect(sent(1).init.method).toBe('POST');
});

test('a query and a form body are encoded in brackets, JSON is JSON, a file goes as multipart', async () => {
  for (let i = 0; i < 4; i++) answer(200, { success: true, content: null });
  await apiRequest('quoteShipping', {
    query: { zipcode: '01310100', products: [{ product: 12, quantity: 2 }] },
  });
  expect(decodeURIComponent(sent(0).url)).toBe(
    '/api/shipping/quote?zipcode=01310100&products[0][product]=12&products[0][quantity]=2',
  );

  await apiRequest('recordCartUtm', {
    params: { id: 'cart-0123456789abcdef' },
    body: { utm: { utmSource: 'google' } },
    encoding: 'form',
  });
  expect(sent(1).url).toBe('/api/sale/order/cart-0123456789abcdef');
  expect(sent(1).init.method).toBe('PUT');
  expect(String(sent(1).init.body)).toBe('utm%5ButmSource%5D=google');

  await apiRequest('shareCart', { body: { type: 'link', order: 'cart-0123456789abcdef' } });
  expect(sent(2).init.body).toBe('{"type":"link","order":"cart-0123456789abcdef"}');
  expect(sent(2).headers['content-type']).toBe('application/json');

  const form = new FormData();
  form.set('kind', 'upload');
  await apiRequest('uploadCustomerFile', { query: { kind: 'upload' }, body: form });
  expect(sent(3).url).toBe('/api/customer/files?kind=upload');
  expect(sent(3).init.body).toBe(form);
  expect(sent(3).headers['content-type']).toBeUndefined();
});

test("the answer is parsed by the operation's contract; the success message is handed on", async () => {
  answer(201, { success: true, content: null, message: 'Mensagem enviada com sucesso.' });
  expect(
    await apiSend('sendContactMessage', {
      body: { contactForm: 1, conversion_url: 'https://loja/contato', fields: [] },
    }),
  ).toBe('Mensagem enviada com sucesso.');

  answer(200, { success: true, content: { productIds: ['nine'] } });
  await expect(apiCall('listCustomerFavourites', favouritesList)).rejects.toMatchObject({
    name: 'ZodError',
  });
});

test('a refusal is an ApiError with its status, message and fields; no answer is a NetworkError', async () => {
  answer(422, {
    success: false,
    message: 'Dados inválidos',
    errors: { email: ['Este e-mail já está cadastrado'] },
  });
  const refused = apiRequest('registerCustomer', {
    body: { name: 'Ana', email: 'ana@exemplo.com.br', password: 'senha123' } as never,
  });
  await expect(refused).rejects.toBeInstanceOf(ApiError);
  await expect(refused).rejects.toMatchObject({
    status: 422,
    message: 'Dados inválidos',
    errors: { email: ['Este e-mail já está cadastrado'] },
  });

  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  await expect(apiRequest('getUserGuide')).rejects.toBeInstanceOf(NetworkError);

  const aborted = new DOMException('The operation was aborted.', 'AbortError');
  fetchMock.mockRejectedValueOnce(aborted);
  await expect(apiRequest('getUserGuide')).rejects.toBe(aborted);
});
