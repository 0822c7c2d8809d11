import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import pt from '@/messages/pt.json';
import { CartButton } from './cart-button';
import { useCart } from './cart-state';

/**
 * The header's and the bottom bar's cart button: its name says what the cart holds. An empty
 * cart's name is formatted without ICU, so that a landing page's hydration does not load the
 * browser's locale data for it (issue 29).
 */
jest.mock('./cart-state', () => ({ useCart: jest.fn() }));
const cart = (badge: number) =>
  jest.mocked(useCart).mockReturnValue({
    badge,
    loading: false,
    openPanel: jest.fn(),
  } as unknown as ReturnType<typeof useCart>);

const renderButton = () =>
  render(
    <NextIntlClientProvider
      locale="pt"
      messages={{ cartUi: pt.cartUi }}
      timeZone="America/Sao_Paulo"
    >
      <CartButton icon={null} className="" />
    </NextIntlClientProvider>,
  );

afterEach(() => jest.restoreAllMocks());

test('an empty cart is named "Carrinho vazio" without formatting a plural', () => {
  const localeLookups = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
  const pluralRules = jest.spyOn(Intl, 'PluralRules');
  cart(0);
  renderButton();
  expect(screen.getByRole('link', { name: 'Carrinho vazio' }).getAttribute('href')).toBe(
    '/onestepcheckout/carrinho',
  );
  expect(screen.queryByTestId('cart-badge')).toBeNull();
  expect(localeLookups).not.toHaveBeenCalled();
  expect(pluralRules).not.toHaveBeenCalled();
});

test.each([
  [1, 'Carrinho: 1 item', '1'],
  [3, 'Carrinho: 3 itens', '3'],
  [120, 'Carrinho: 120 itens', '99+'],
])('a cart of %i is named "%s" and its badge shows %s', (badge, name, shown) => {
  cart(badge);
  renderButton();
  expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/onestepcheckout/carrinho');
  expect(screen.getByTestId('cart-badge').textContent).toBe(shown);
});
