// The checkout's review rendered to HTML (no browser needed) with the store's texts: the lines it
// lists, add-ons included, and a summary whose lines add up to what the chosen method charges.
import { renderToStaticMarkup } from 'react-dom/server';
import type { PaymentMethodGroup } from '@/lib/domain/order-status';
import {
  cartWithWarranty,
  cents,
  InReais,
  NOTEBOOK_CENTS,
  quoteWithWarranty,
  SHIPPING_CENTS,
  texts,
  WARRANTY_CENTS,
} from '@/test/order-summary-fixtures';
import { CheckoutSummary } from './checkout-summary';

const render = (method: PaymentMethodGroup | null, installments: number | null = null) =>
  renderToStaticMarkup(
    <InReais>
      <CheckoutSummary
        order={cartWithWarranty}
        quote={quoteWithWarranty}
        method={method}
        installments={installments}
        placing={false}
      />
    </InReais>,
  );

describe('CheckoutSummary', () => {
  test('lists the extended warranty under its notebook, and the lines add up to the subtotal', () => {
    const html = render('creditCard', 10);
    expect(html).toContain('Garantia Estendida 12 meses');
    expect(html.match(/data-testid="checkout-line"/g)).toHaveLength(2);
    const prices = texts(html, 'item-price').map(cents);
    expect(prices).toEqual([NOTEBOOK_CENTS, WARRANTY_CENTS]);
    expect(cents(texts(html, 'checkout-subtotal')[0]!)).toBe(NOTEBOOK_CENTS + WARRANTY_CENTS);
  });

  test('a card in 21x lists Juros do parcelamento; subtotal + frete + juros = total = 21x total', () => {
    const html = render('creditCard', 21);
    const option = quoteWithWarranty.installments.find((o) => o.count === 21)!;
    expect(html).toContain('Juros do parcelamento');
    const subtotal = cents(texts(html, 'checkout-subtotal')[0]!);
    const shipping = cents(texts(html, 'checkout-shipping')[0]!);
    const interest = cents(texts(html, 'checkout-interest')[0]!);
    const total = cents(texts(html, 'checkout-total')[0]!);
    expect(shipping).toBe(SHIPPING_CENTS);
    expect(interest).toBeGreaterThan(0);
    expect(subtotal + shipping + interest).toBe(total);
    expect(total).toBe(Math.round(option.total * 100));
  });

  test('Pix: Desconto no Pix takes the total down to the cash price, no interest', () => {
    const html = render('pix');
    expect(html).not.toContain('Juros do parcelamento');
    const subtotal = cents(texts(html, 'checkout-subtotal')[0]!);
    const saving = cents(texts(html, 'checkout-cash-discount')[0]!);
    const shipping = cents(texts(html, 'checkout-shipping')[0]!);
    const total = cents(texts(html, 'checkout-total')[0]!);
    expect(html).toContain('Desconto no Pix');
    expect(saving).toBeLessThan(0);
    expect(subtotal + saving + shipping).toBe(total);
    expect(total).toBe(Math.round(quoteWithWarranty.cash.total * 100));
  });
});
