import { z } from 'zod';
import { PAYMENT_METHOD_GROUPS } from '@/lib/domain/order-status';
import { ORDER_REFERENCE_MAX } from '@/lib/domain/portal';
import {
  CARD_BRANDS,
  cardBrand,
  isValidCardNumber,
  isValidExpiry,
  isValidSecurityCode,
} from '@/lib/domain/payments/card';
import { cartIdParams, shippingQuote } from './cart';
import { dbId, money, msg, requiredText } from './common';
import { documentField } from './customer';
import { placedOrder } from './orders';

const requiredCode = z.string({ message: msg.required }).trim().min(1, msg.required);

/**
 * The card as the provider takes it (SPEC.md section 5: number, holder name, month, year and
 * security code required): a number of a known brand passing Luhn, a month not yet over, the
 * brand's security code length. The browser checks it before tokenizing and the sandbox's
 * tokenization endpoint checks it again; the store's own server never sees these fields.
 */
const cardFields = {
  number: requiredCode.refine(isValidCardNumber, msg.invalidCard),
  holderName: requiredText(100),
  expiryMonth: requiredCode.regex(/^(0[1-9]|1[0-2])$/, msg.invalidValue),
  expiryYear: requiredCode.regex(/^\d{4}$/, msg.invalidValue),
  securityCode: requiredCode,
};
type CardFields = { number: string; expiryMonth: string; expiryYear: string; securityCode: string };

/** The checks across fields: the brand's code length, and a month not over yet. */
function checkCard(ctx: z.core.ParsePayload<CardFields>) {
  const card = ctx.value;
  if (!isValidSecurityCode(card.securityCode, cardBrand(card.number)))
    ctx.issues.push({
      code: 'custom',
      input: card.securityCode,
      path: ['securityCode'],
      message: msg.invalidSecurityCode,
    });
  if (
    /^\d{2}$/.test(card.expiryMonth) &&
    /^\d{4}$/.test(card.expiryYear) &&
    !isValidExpiry(card.expiryMonth, card.expiryYear, new Date())
  )
    ctx.issues.push({
      code: 'custom',
      input: card.expiryYear,
      path: ['expiryYear'],
      message: msg.cardExpired,
    });
}

export const cardData = z.object(cardFields).check(checkCard);
export type CardData = z.infer<typeof cardData>;

/** The checkout's card form: the card, the holder's CPF/CNPJ and the installments, all required. */
export const cardForm = z
  .object({
    ...cardFields,
    holderDocument: documentField,
    installments: requiredCode.regex(/^\d{1,2}$/, msg.invalidValue),
  })
  .check(checkCard);
export type CardForm = z.input<typeof cardForm>;

/** A reference the company's buyer types on the order (purchase order, cost centre): optional. */
export const orderReference = z
  .string()
  .trim()
  .max(ORDER_REFERENCE_MAX, msg.tooLong)
  .optional()
  .default('');

/**
 * The checkout page's own form (react-hook-form through useContractForm): the customer's e-mail
 * typed again (SPEC.md section 5), the portal's references, and the card when paying by card.
 * The order the browser then places is checked by the server with placeOrderBody; the card's
 * number and code never leave the browser but to the provider's tokenization.
 */
export const checkoutForm = (customerEmail: string) => {
  const fields = {
    emailConfirm: z
      .string()
      .trim()
      .min(1, msg.required)
      .refine((email) => email.toLowerCase() === customerEmail.toLowerCase(), msg.emailMismatch),
    purchaseOrder: orderReference,
    costCentre: orderReference,
  };
  return z.discriminatedUnion('method', [
    z.object({ ...fields, method: z.literal('creditCard'), card: cardForm }),
    z.object({ ...fields, method: z.enum(['pix', 'billet']), card: z.unknown() }),
  ]);
};
/** What the checkout form holds (the method is the page's choice, added when it is checked). */
export type CheckoutFormValues = {
  emailConfirm: string;
  purchaseOrder: string;
  costCentre: string;
  card: CardForm;
};

/** A card may be paid in up to 21 installments at checkout (SPEC.md section 9). */
export const MAX_CHECKOUT_INSTALLMENTS = 21;

/** How the shopper pays: Pix, boleto, or a card tokenized in the browser by the provider. */
export const checkoutPayment = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('pix') }).strict(),
    z.object({ method: z.literal('billet') }).strict(),
    z
      .object({
        method: z.literal('creditCard'),
        /** The provider's token for the card; the number and code never come here. */
        cardToken: requiredText(200),
        installments: z.coerce
          .number({ message: msg.required })
          .int(msg.invalidValue)
          .min(1, msg.required)
          .max(MAX_CHECKOUT_INSTALLMENTS, msg.invalidValue),
        holderDocument: documentField,
        /** As printed on the card (PagBank's antifraud reads it beside the document). */
        holderName: z.string().trim().max(100, msg.tooLong).optional(),
        /** The brand the browser read from the number: Mercado Pago must be told it. */
        cardBrand: z.enum(CARD_BRANDS, { message: msg.invalidValue }).optional(),
      })
      .strict(),
  ],
  { message: msg.required },
);
export type CheckoutPayment = z.infer<typeof checkoutPayment>;

/**
 * POST /sale/checkout: place the cart as an order. Prices, totals and shipping are the server's
 * own; `idempotencyKey` (one per checkout attempt, made by the browser) makes a double submit
 * answer the same order.
 */
export const placeOrderBody = z
  .object({
    cart: requiredText(64),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg.invalidValue),
    address: dbId,
    shipping: requiredText(60),
    payment: checkoutPayment,
    /** The affiliate whose link brought the shopper (SPEC.md section 9), credited if valid. */
    affiliateId: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, msg.invalidValue)
      .optional(),
  })
  .strict();
export type PlaceOrderBody = z.input<typeof placeOrderBody>;
export type PlacedOrderInput = z.output<typeof placeOrderBody>;

/** The charge of a placed order as its buyer sees it (success page, order page). */
export const orderPayment = z.object({
  method: z.enum(PAYMENT_METHOD_GROUPS),
  status: z.enum(['pending', 'approved', 'review', 'declined', 'canceled', 'refunded']),
  amount: z.number(),
  installments: z.number().int(),
  pix: z.object({ payload: z.string(), qrSvg: z.string(), expiresAt: z.string() }).nullable(),
  billet: z.object({ line: z.string(), barcode: z.string(), dueDate: z.string() }).nullable(),
  card: z.object({ brand: z.string(), lastDigits: z.string() }).nullable(),
  message: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const checkoutResult = z.object({ order: placedOrder, payment: orderPayment });
export type CheckoutResult = z.infer<typeof checkoutResult>;

/** POST /sale/checkout/quote: the checkout's review for a cart, an address and (maybe) a method. */
export const checkoutQuoteBody = z
  .object({
    cart: requiredText(64),
    address: dbId,
    /** The shipping method chosen; without it the cheapest is quoted. */
    shipping: z.string().trim().min(1).max(60).optional(),
  })
  .strict();
export type CheckoutQuoteBody = z.input<typeof checkoutQuoteBody>;
export type CheckoutQuoteInput = z.output<typeof checkoutQuoteBody>;

/** What the order costs, by method, as the server will charge it. */
export const checkoutQuote = z.object({
  shippingOptions: z.array(shippingQuote),
  /** The quote priced in (null when nothing delivers to the address's CEP). */
  shipping: shippingQuote.nullable(),
  subtotal: money,
  discount: money,
  shippingTotal: money,
  /** Card price, before installment interest. */
  total: money,
  /** Pix and boleto: paid at once at the cash price. */
  cash: z.object({
    subtotal: money,
    discount: money,
    total: money,
    discountPercent: z.number(),
  }),
  installments: z.array(
    z.object({
      count: z.number().int(),
      amount: money,
      total: money,
      interestFree: z.boolean(),
      interestPercent: z.number(),
    }),
  ),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

/** GET /sale/checkout/{orderId}: the id of the placed order (the cart's id, kept as it was). */
export const checkoutOrderParams = z.object({ orderId: cartIdParams.shape.id }).strict();

/**
 * GET /customer/orders/{number}: the order with its latest charge (null for an order placed
 * before payments were recorded), so the account shows the Pix code or boleto still to pay.
 */
export const customerOrderDetail = placedOrder.extend({ payment: orderPayment.nullable() });
export type CustomerOrderDetail = z.infer<typeof customerOrderDetail>;
