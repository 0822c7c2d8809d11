import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import type { Address } from '@/lib/contracts/addresses';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import type { PortalCompany } from '@/lib/contracts/portal';
import { answerRoutes, type ApiCall } from '@/test/fake-api';
import { saoPauloAddress } from '@/test/address-data';
import { cartWithWarranty, InReais, quoteWithWarranty } from '@/test/order-summary-fixtures';
import { WithQueryClient } from '@/test/query-client';
import { CheckoutView, type CheckoutSettings, type PortalCheckout } from './checkout-view';

/**
 * The checkout's steps on one `useCheckout` state, with the store's strategy and a portal's
 * (issue 26 item 3): which steps each shows and in what order, what the submit checks before any
 * call, and where each strategy sends the order. The journeys that pay are e2e/checkout.spec.ts's
 * and e2e/portal.spec.ts's.
 */
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => router,
}));

const customer: SessionCustomerView = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  document: '52998224725',
  birthDate: '1990-05-20',
  phone: '11987654321',
  isCustomerDataComplete: true,
  affiliateGroup: null,
  group: null,
};
jest.mock('@/components/account/session', () => ({
  useSession: () => ({ customer, ready: true }),
}));
const adopt = jest.fn();
jest.mock('@/components/cart/cart-state', () => ({
  ...jest.requireActual('@/components/cart/cart-state'),
  useCart: () => ({ order: cartWithWarranty, loading: false, adopt }),
}));

// The shared test address as the API lists it: CPF and CEP as digits.
const home: Address = {
  id: 31,
  ...saoPauloAddress,
  document: saoPauloAddress.document.replace(/\D/g, ''),
  zipcode: saoPauloAddress.zipcode.replace(/\D/g, ''),
  isDefault: true,
};
const sedex = quoteWithWarranty.shipping!;
const quote = { ...quoteWithWarranty, shippingOptions: [sedex] };
const acme: PortalCompany = {
  id: 4,
  name: 'Acme Comércio Ltda',
  cnpj: '11222333000181',
  stateRegistration: '',
  addresses: [
    {
      street: 'Rua Augusta',
      number: '500',
      district: 'Consolação',
      city: 'São Paulo',
      region: 'SP',
      zipcode: '01305-000',
    },
  ],
};
const portal: PortalCheckout = {
  customer: 'acme',
  url: '/portal/acme',
  cartUrl: '/portal/acme/carrinho',
  companies: [acme],
};
const pixOnly: CheckoutSettings = { methods: ['pix', 'billet'], card: null };
const ok = (content: unknown) => ({ envelope: { success: true, content } });

function renderCheckout(portalCheckout?: PortalCheckout) {
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <InReais>
          <CheckoutView settings={pixOnly} portal={portalCheckout} />
        </InReais>
      </SnackbarProvider>
    </WithQueryClient>,
  );
}

/** The numbered steps' titles (the summary's title has no number). */
const stepTitles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent!.replace(/\s+/g, ' ').trim())
    .filter((title) => /^\d/.test(title));
/** The quote's delivery option, once the calls (loaded on demand, as in the browser) answered. */
const quoted = () => screen.findByRole('radio', { name: /SEDEX/ }, { timeout: 10_000 });
const placeButton = () => screen.getByRole('button', { name: /Finalizar/ });
const bodyOf = (calls: ApiCall[], path: string) =>
  JSON.parse(calls.find((c) => c.url === path && c.init?.method === 'POST')!.init!.body as string);

beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
});

test("the store's checkout: e-mail, delivery to the main address priced by the quote, payment", async () => {
  const calls = answerRoutes({
    'GET /api/customer/addresses': ok([home]),
    'POST /api/sale/checkout/quote': ok(quote),
  });
  renderCheckout();
  expect(await quoted()).toBeTruthy();
  expect(stepTitles()).toEqual(['1 Identificação', '2 Entrega', '3 Pagamento']);
  expect(screen.queryByLabelText(/pedido de compra/)).toBeNull();
  expect(bodyOf(calls, '/api/sale/checkout/quote')).toEqual({
    cart: cartWithWarranty.id,
    address: 31,
  });
  expect((screen.getByRole('radio', { name: /Casa/ }) as HTMLInputElement).checked).toBe(true);
});

test('a submit with the e-mail not confirmed says so on the field, focuses it and sends nothing', async () => {
  const user = userEvent.setup();
  const calls = answerRoutes({
    'GET /api/customer/addresses': ok([home]),
    'POST /api/sale/checkout/quote': ok(quote),
  });
  renderCheckout();
  await quoted();
  await user.click(placeButton());
  const email = screen.getByLabelText('Confirme seu e-mail');
  expect(screen.getByText('Campo obrigatório')).toBeTruthy();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(email);

  await user.type(email, 'outra@exemplo.com.br');
  // The message goes as the field changes, and the next submit tells the new mistake.
  expect(screen.queryByText('Campo obrigatório')).toBeNull();
  await user.click(placeButton());
  expect(screen.getByText('Os e-mails não conferem')).toBeTruthy();
  expect(calls.filter((c) => c.url === '/api/sale/checkout')).toHaveLength(0);
});

test("a portal's checkout adds the references step and sends the company's address with them", async () => {
  const user = userEvent.setup();
  const calls = answerRoutes({
    'POST /api/portal/acme/checkout/quote': ok(quote),
    'POST /api/portal/acme/checkout': {
      envelope: {
        success: false,
        message: 'Dados inválidos',
        errors: { purchaseOrder: ['Máximo de 40 caracteres'] },
      },
      status: 422,
    },
  });
  renderCheckout(portal);
  expect(await quoted()).toBeTruthy();
  expect(stepTitles()).toEqual([
    '1 Identificação',
    '2 Dados da compra',
    '3 Entrega',
    '4 Pagamento',
  ]);
  // The customer's own address book is not read in a portal.
  expect(calls.some((c) => c.url === '/api/customer/addresses')).toBe(false);
  expect(bodyOf(calls, '/api/portal/acme/checkout/quote')).toEqual({
    cart: cartWithWarranty.id,
    company: 4,
    address: 0,
    zipcode: '01305-000',
  });

  await user.type(screen.getByLabelText('Confirme seu e-mail'), 'ana@exemplo.com.br');
  await user.type(screen.getByLabelText(/pedido de compra/), 'PC-2026-0042');
  await user.click(screen.getByRole('radio', { name: /Boleto/ }));
  await user.click(placeButton());

  // The server's field error lands on its field; nothing moves on.
  const purchaseOrder = screen.getByLabelText(/pedido de compra/);
  await waitFor(() => expect(purchaseOrder.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Máximo de 40 caracteres')).toBeTruthy();
  expect(bodyOf(calls, '/api/portal/acme/checkout')).toMatchObject({
    cart: cartWithWarranty.id,
    company: 4,
    address: 0,
    zipcode: '01305-000',
    purchaseOrder: 'PC-2026-0042',
    costCentre: '',
    shipping: 'SEDEX',
    payment: { method: 'billet' },
  });
  expect(within(screen.getByTestId('snackbars')).getByText('Dados inválidos')).toBeTruthy();
  expect(router.push).not.toHaveBeenCalled();
});

test('a portal whose companies have no address says so instead of the steps', async () => {
  answerRoutes({});
  renderCheckout({ ...portal, companies: [{ ...acme, addresses: [] }] });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Nenhuma empresa cadastrada para entrega. Peça ao administrador do portal para cadastrar uma em Empresas.',
  );
  expect(screen.queryByText('Identificação')).toBeNull();
});

test("a reference longer than the contract's 40 characters is told on its field in the browser, and nothing is sent", async () => {
  const user = userEvent.setup();
  const calls = answerRoutes({ 'POST /api/portal/acme/checkout/quote': ok(quote) });
  renderCheckout(portal);
  await quoted();
  await user.type(screen.getByLabelText('Confirme seu e-mail'), 'ana@exemplo.com.br');
  const costCentre = screen.getByLabelText(/Centro de custo/);
  await user.type(costCentre, 'C'.repeat(41));
  await user.click(screen.getByRole('radio', { name: /Boleto/ }));
  await user.click(placeButton());
  expect(await screen.findByText('Texto muito longo')).toBeTruthy();
  expect(costCentre.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(costCentre);
  // Nothing typed is lost; the message goes once the field is fixed.
  expect((costCentre as HTMLInputElement).value).toBe('C'.repeat(41));
  await user.type(costCentre, '{Backspace}');
  expect(screen.queryByText('Texto muito longo')).toBeNull();
  expect(calls.filter((c) => c.url === '/api/portal/acme/checkout')).toHaveLength(0);
});
