import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import type { Order } from '@/lib/contracts/cart';
import { cartWithWarranty } from '@/test/order-summary-fixtures';
import { WithQueryClient } from '@/test/query-client';
import { CartProvider } from './cart-context';
import { useCart } from './cart-state';

/**
 * The cart's changes as mutations: a quantity shows at once (its add-ons follow), the changes
 * reach the server one at a time in the order they were made, and a refusal puts the cart back
 * as it was with the server's message. The journeys are e2e/cart.spec.ts's.
 */
const cart = cartWithWarranty;
const reply = (status: number, envelope: object) =>
  ({ ok: status < 400, status, json: async () => envelope }) as Response;

/** GET answers the cart at once; each change's answer is held until the test releases it. */
function server() {
  const held: { body: string; release: (status: number, envelope: object) => void }[] = [];
  window.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'GET')
      return Promise.resolve(reply(200, { success: true, content: cart }));
    return new Promise<Response>((resolve) => {
      held.push({
        body: String(init?.body),
        release: (status, envelope) => act(() => resolve(reply(status, envelope))),
      });
    });
  });
  return held;
}

function Probe() {
  const { order, change } = useCart();
  const quantity = (id: number) => order?.items.find((i) => i.id === id)?.quantity ?? '-';
  return (
    <>
      <p data-testid="notebook">{quantity(1)}</p>
      <p data-testid="warranty">{quantity(2)}</p>
      <button type="button" onClick={() => void change({ id: 1, quantity: 3 })}>
        três
      </button>
      <button type="button" onClick={() => void change({ id: 1, quantity: 4 })}>
        quatro
      </button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('orderId', cart.id);
});

async function setUp() {
  const held = server();
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <CartProvider locale="pt" usdPerBrl={0.2} cashIsPix maintenance={false}>
          <Probe />
        </CartProvider>
      </SnackbarProvider>
    </WithQueryClient>,
  );
  await waitFor(() => expect(screen.getByTestId('notebook').textContent).toBe('1'));
  return held;
}

const shown = (id: string) => screen.getByTestId(id).textContent;
const withQuantity = (quantity: number): Order => ({
  ...cart,
  items: cart.items.map((i) => ({ ...i, quantity })),
});

test('a quantity shows at once, and the cart comes back as it was when the server refuses', async () => {
  const held = await setUp();
  await userEvent.click(screen.getByRole('button', { name: 'três' }));
  expect([shown('notebook'), shown('warranty')]).toEqual(['3', '3']);
  await waitFor(() => expect(held).toHaveLength(1));
  expect(held[0]!.body).toBe('id=1&quantity=3');

  held[0]!.release(500, { success: false, message: 'Não foi possível concluir a solicitação.' });
  expect(await screen.findByText('Não foi possível concluir a solicitação.')).toBeTruthy();
  expect([shown('notebook'), shown('warranty')]).toEqual(['1', '1']);
});

test("changes reach the server one at a time, in order; the server's cart and message stay", async () => {
  const held = await setUp();
  await userEvent.click(screen.getByRole('button', { name: 'três' }));
  await userEvent.click(screen.getByRole('button', { name: 'quatro' }));
  expect(shown('notebook')).toBe('4');
  // The second waits for the first's answer.
  await waitFor(() => expect(held).toHaveLength(1));
  held[0]!.release(200, {
    success: true,
    content: withQuantity(3),
    message: 'Produto atualizado no seu carrinho',
  });
  await waitFor(() => expect(held).toHaveLength(2));
  expect(held[1]!.body).toBe('id=1&quantity=4');
  // The first answer (3) does not take the second change's guess (4) off the screen.
  expect([shown('notebook'), shown('warranty')]).toEqual(['4', '4']);
  held[1]!.release(200, {
    success: true,
    content: withQuantity(4),
    message: 'Produto atualizado no seu carrinho',
  });
  expect(await screen.findByText('Produto atualizado no seu carrinho')).toBeTruthy();
  expect([shown('notebook'), shown('warranty')]).toEqual(['4', '4']);
});

test('when changes made in a row are refused, the cart is asked for again as the server has it', async () => {
  const held = await setUp();
  await userEvent.click(screen.getByRole('button', { name: 'três' }));
  await userEvent.click(screen.getByRole('button', { name: 'quatro' }));
  await waitFor(() => expect(held).toHaveLength(1));
  held[0]!.release(500, { success: false, message: 'Erro no servidor.' });
  await waitFor(() => expect(held).toHaveLength(2));
  held[1]!.release(500, { success: false, message: 'Erro no servidor.' });
  await waitFor(() => expect(shown('notebook')).toBe('1'));
  expect(shown('warranty')).toBe('1');
  expect(screen.getAllByText('Erro no servidor.')).toHaveLength(1);
});
