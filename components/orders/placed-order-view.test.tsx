// A placed order as every view shows it (success page, Meus pedidos, the portal, the guest
// lookup), rendered to HTML with the store's texts: the lines the checkout listed, and they add up.
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { toReais } from '@/lib/domain/money';
import { orderSummaryLines } from '@/lib/domain/order-summary';
import {
  cents,
  InReais,
  NOTEBOOK_CENTS,
  SHIPPING_CENTS,
  texts,
  WARRANTY_CENTS,
} from '@/test/order-summary-fixtures';
import { PlacedOrderView } from './placed-order-view';

const SUBTOTAL = NOTEBOOK_CENTS + WARRANTY_CENTS;
/** 21x of R$ 6.749,88 (subtotal and shipping) at the advertised 23.0352%. */
const CHARGED = Math.round((SUBTOTAL + SHIPPING_CENTS) * 1.230352);
const INTEREST = CHARGED - SUBTOTAL - SHIPPING_CENTS;

const order: PlacedOrder = {
  id: 'o'.repeat(32),
  number: 200042,
  status: 'processing',
  createdAt: '2026-03-10T15:00:00.000Z',
  items: [
    {
      id: 1,
      productId: 1,
      parent: null,
      type: 'simple',
      name: 'Notebook Demo Pro 15',
      sku: 'NB-1',
      mediaUrl: null,
      quantity: 1,
      price: toReais(NOTEBOOK_CENTS),
    },
    {
      id: 2,
      productId: 2,
      parent: 1,
      type: 'addon',
      name: 'Garantia Estendida 12 meses',
      sku: 'GE-12',
      mediaUrl: null,
      quantity: 1,
      price: toReais(WARRANTY_CENTS),
    },
  ],
  totalPrice: toReais(SUBTOTAL),
  totalDiscount: 0,
  cashDiscount: 0,
  totalShipping: toReais(SHIPPING_CENTS),
  interest: toReais(INTEREST),
  totalTax: 0,
  totalFinal: toReais(CHARGED),
  // As the server maps the stored order (lib/server/services/placed-orders.ts).
  summary: orderSummaryLines({
    subtotalCents: SUBTOTAL,
    discountCents: 0,
    cashDiscountCents: 0,
    shippingCents: SHIPPING_CENTS,
    interestCents: INTEREST,
    method: 'creditCard',
  }).map((l) => ({ kind: l.kind, amount: l.cents === null ? null : toReais(l.cents) })),
  shipment: { description: 'SEDEX', total: toReais(SHIPPING_CENTS), deliveryTime: '3 dias úteis' },
  tracking: null,
  destination: { city: 'São Paulo', region: 'SP' },
  transaction: { method: 'creditCard' },
  history: [{ status: 'processing', at: '2026-03-10T15:00:00.000Z' }],
};

const html = renderToStaticMarkup(
  <NextIntlClientProvider timeZone="America/Sao_Paulo">
    <InReais>
      <PlacedOrderView order={order} />
    </InReais>
  </NextIntlClientProvider>,
);

describe('PlacedOrderView', () => {
  test('a 21x card order lists Juros do parcelamento; subtotal + frete + juros = the total charged', () => {
    expect(html).toContain('Juros do parcelamento');
    const subtotal = cents(texts(html, 'order-subtotal')[0]!);
    const shipping = cents(texts(html, 'order-shipping')[0]!);
    const interest = cents(texts(html, 'order-interest')[0]!);
    const total = cents(texts(html, 'order-total')[0]!);
    expect([subtotal, shipping, interest]).toEqual([SUBTOTAL, SHIPPING_CENTS, INTEREST]);
    expect(subtotal + shipping + interest).toBe(total);
    expect(total).toBe(CHARGED);
  });

  test('the warranty is listed under its notebook with its price', () => {
    expect(html.match(/data-testid="order-item"/g)).toHaveLength(2);
    expect(texts(html, 'item-price').map(cents)).toEqual([NOTEBOOK_CENTS, WARRANTY_CENTS]);
  });
});
