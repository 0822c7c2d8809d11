import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import pt from '@/messages/pt.json';
import { WithQueryClient } from '@/test/query-client';
import { FavouriteButton } from './favourite-button';
import { favouriteLabels } from './personal-labels';

/**
 * The heart as a mutation: pressed at once (optimistic), sent to the server for a logged-in
 * customer, turned back with SPEC.md section 8's message when the server refuses. The journey
 * (a card, the wishlist, the merge at login) is e2e/favourites-comparison.spec.ts's.
 */
jest.mock('idb-keyval', () => ({
  get: jest.fn(async () => undefined),
  set: jest.fn(async () => undefined),
}));

const labels = favouriteLabels((key) => pt.favourites[key]);

const reply = (status: number, envelope: object) =>
  ({ ok: status < 400, status, json: async () => envelope }) as Response;

/**
 * The server: its list (empty) at once for the merge after the first read, and its answer to the
 * heart's call held until the test lets it go.
 */
function holdAnswer(status: number, envelope: object) {
  let release: () => void = () => undefined;
  const calls: [string, RequestInit][] = [];
  window.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'GET')
      return Promise.resolve(reply(200, { success: true, content: { productIds: [] } }));
    calls.push([String(url), init!]);
    return new Promise<Response>((resolve) => {
      release = () => resolve(reply(status, envelope));
    });
  });
  return { calls, release: () => act(() => release()) };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token-of-maria-0123456789');
});

function setUp() {
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <FavouriteButton productId={12} productName="Notebook Demo Pro 15" labels={labels} />
      </SnackbarProvider>
    </WithQueryClient>,
  );
  return screen.getByRole('button', { name: 'Favoritar Notebook Demo Pro 15' });
}

test('the heart turns at once, and back with the message when the server refuses', async () => {
  // The store's refusal of PUT /api/customer/favorites (app/api/customer/favorites/route.ts).
  const server = holdAnswer(500, { success: false, message: 'Erro interno' });
  const heart = setUp();
  await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(heart);
  // Pressed before the server has answered, and kept in this browser's list.
  expect(heart.getAttribute('aria-pressed')).toBe('true');
  expect(localStorage.getItem('favorites')).toBe('[12]');
  await waitFor(() => expect(server.calls).toHaveLength(1));
  expect(server.calls[0]![0]).toBe('/api/customer/favorites');
  expect(server.calls[0]![1].method).toBe('PUT');

  server.release();
  expect(
    await screen.findByText('Ocorreu um erro ao adicionar o produto aos favoritos'),
  ).toBeTruthy();
  expect(heart.getAttribute('aria-pressed')).toBe('false');
  expect(localStorage.getItem('favorites')).toBe('[]');
  // The policy's generic words are not said as well: the favourites' own message is the one.
  expect(screen.queryByText('Erro interno')).toBeNull();
});

test('an accepted heart stays pressed, with its message', async () => {
  const server = holdAnswer(200, { success: true, content: { productIds: [12] } });
  const heart = setUp();
  await waitFor(() => expect((heart as HTMLButtonElement).disabled).toBe(false));
  await userEvent.click(heart);
  await waitFor(() => expect(server.calls).toHaveLength(1));
  server.release();
  expect(await screen.findByText(labels.added)).toBeTruthy();
  expect(heart.getAttribute('aria-pressed')).toBe('true');
});
