// A cart of the demo's notebook with a 12-month extended warranty, its checkout quote priced by
// the store's own rules (lib/domain), and a reader of the money a rendered summary shows.
import type { ReactNode } from 'react';
import { CartActionsContext, type CartActions } from '@/components/cart/cart-state';
import type { Order, OrderItem } from '@/lib/contracts/cart';
import type { CheckoutQuote } from '@/lib/contracts/checkout';
import { cartTotals } from '@/lib/domain/cart';
import { toReais } from '@/lib/domain/money';
import { checkoutInstallments } from '@/lib/domain/payments/installments';

export const NOTEBOOK_CENTS = 599900;
export const WARRANTY_CENTS = 59990;
export const SHIPPING_CENTS = 14998;

const item = (
  fields: Partial<OrderItem> & Pick<OrderItem, 'id' | 'name' | 'price'>,
): OrderItem => ({
  productId: fields.id,
  parent: null,
  type: 'simple',
  quantity: 1,
  totalPrice: fields.price,
  sku: `SKU-${fields.id}`,
  url: `produto-${fields.id}`,
  mediaUrl: null,
  categories: [],
  productionTime: null,
  additionalInformation: {},
  addons: [],
  ...fields,
});

export const cartWithWarranty: Order = {
  id: 'c'.repeat(32),
  status: 'new',
  items: [
    item({ id: 1, name: 'Notebook Demo Pro 15', price: toReais(NOTEBOOK_CENTS) }),
    item({
      id: 2,
      parent: 1,
      type: 'addon',
      name: 'Garantia Estendida 12 meses',
      price: toReais(WARRANTY_CENTS),
    }),
  ],
  coupon: null,
  discountCoupon: null,
  customer: null,
  totalPrice: toReais(NOTEBOOK_CENTS + WARRANTY_CENTS),
  totalDiscount: 0,
  totalFinal: toReais(NOTEBOOK_CENTS + WARRANTY_CENTS),
  totalTax: 0,
  totalShipping: 0,
  hasShipping: false,
  shipment: null,
  transaction: null,
  salePriceOffers: [],
  offers: [],
  errors: { productStock: [], others: {} },
};

const totals = cartTotals(
  [
    { role: 'product', quantity: 1, unitCents: NOTEBOOK_CENTS, ownCashUnitCents: null },
    { role: 'addon', quantity: 1, unitCents: WARRANTY_CENTS, ownCashUnitCents: null },
  ],
  { coupon: null, shippingCents: SHIPPING_CENTS, interestFreeLimit: 12 },
);

/** The quote the server answers for that cart delivered by SEDEX. */
export const quoteWithWarranty: CheckoutQuote = {
  shippingOptions: [],
  shipping: {
    method: 'SEDEX',
    description: 'SEDEX',
    total: toReais(SHIPPING_CENTS),
    deliveryTime: '3 dias úteis',
  },
  subtotal: toReais(totals.totalPriceCents),
  discount: 0,
  shippingTotal: toReais(SHIPPING_CENTS),
  total: toReais(totals.totalFinalCents),
  cash: {
    subtotal: toReais(totals.cash.subtotalCents),
    discount: 0,
    total: toReais(totals.cash.totalCents),
    discountPercent: totals.cash.discountPercent,
  },
  installments: checkoutInstallments(totals.totalFinalCents).map((o) => ({
    count: o.count,
    amount: toReais(o.amountCents),
    total: toReais(o.totalCents),
    interestFree: o.interestFree,
    interestPercent: o.interestPercent,
  })),
};

/** The text of every element of a rendered page with that test id, in order. */
export const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`, 'g'))].map((m) => m[1]!);

/** 'R$ 1.416,43' or '− R$ 599,90' as signed cents. */
export const cents = (text: string) =>
  (text.includes('−') ? -1 : 1) * Number(text.replace(/\D/g, ''));

/** The store's display settings as the cart provider gives them (reais, pt). */
export function InReais({ children }: { children: ReactNode }) {
  const actions = { locale: 'pt', usdPerBrl: 1, cashIsPix: true } as CartActions;
  return <CartActionsContext.Provider value={actions}>{children}</CartActionsContext.Provider>;
}
