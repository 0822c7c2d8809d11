import { z } from 'zod';
import { dbId, money, msg, NAME_MAX, requiredEmail, requiredText } from './common';
import { MAX_ITEMS_PER_REQUEST } from '@/lib/domain/cart';
import { MAX_DB_INTEGER } from '@/lib/domain/listing-url';
import { ORDER_STATUSES } from '@/lib/domain/order-status';

/**
 * The cart calls of SPEC.md section 7 (`/sale/order`, `/sale/quote`, `/shipping/quote`). Requests
 * arrive as form data (`items[0][product]=12`) or JSON; both parse to the same shapes. Nothing a
 * client sends may carry a price or a total: unknown fields are refused (422).
 */

/** A count of units; the cart service applies the store's limits (3 per group, 10 per line). */
const units = z.coerce
  .number({ message: msg.invalidValue })
  .int(msg.invalidValue)
  .min(0, msg.invalidValue)
  .max(MAX_DB_INTEGER, msg.invalidValue);

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])], { message: msg.invalidValue })
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

/** A text a client may name a thing by (ignored: the server names it from the catalogue). */
const label = z.string({ message: msg.invalidValue }).max(NAME_MAX, msg.tooLong);

/** A kit's chosen option per group (`additionalInformation.bundle.groups`, SPEC.md section 3). */
const bundleChoice = z
  .object({
    template: z.object({ id: dbId, name: label.optional() }).strict().optional(),
    groups: z
      .array(
        z
          .object({
            id: dbId,
            name: label.optional(),
            products: z
              .array(
                z
                  .object({ productId: dbId, name: label.optional(), quantity: units.optional() })
                  .strict(),
              )
              .length(1, msg.invalidValue),
          })
          .strict(),
      )
      .max(50, msg.invalidValue)
      .optional(),
    configuration: z.record(z.string(), label).optional(),
  })
  .strict();
export type BundleChoiceInput = z.output<typeof bundleChoice>;

const itemInformation = z
  .object({ nvidia: flag.optional(), bundle: bundleChoice.optional() })
  .strict();

/**
 * A line to add: the product, its quantity, and for an add-on the product it goes with
 * (`parent`: the id of a product added in the same request, or of a line already in the cart).
 */
export const cartItemInput = z
  .object({
    product: dbId,
    quantity: units.refine((q) => q >= 1, msg.invalidValue).default(1),
    parent: dbId.optional(),
    additionalInformation: itemInformation.optional(),
  })
  .strict();
export type CartItemInput = z.output<typeof cartItemInput>;

const cartItems = z
  .array(cartItemInput, { message: msg.required })
  .min(1, msg.required)
  .max(MAX_ITEMS_PER_REQUEST, msg.invalidValue);

/** POST /sale/order: a new cart with its first lines. */
export const createCartBody = z.object({ items: cartItems }).strict();
export type CreateCartBody = z.output<typeof createCartBody>;

/** Coupon code as typed; 'delete' removes the cart's coupon (SPEC.md section 7). */
export const COUPON_DELETE = 'delete';
const couponCode = z
  .string({ message: msg.invalidValue })
  .trim()
  .min(1, msg.required)
  .max(64, msg.tooLong);

/** The cart's 'Você tem cupom?' form: the code the shopper types, as the cart's change takes it. */
export const couponForm = z.object({ code: couponCode }).strict();

/** CEP as typed with the mask (01310-100) or digits only; answered as 8 digits. */
export const zipcode = z
  .string({ message: msg.required })
  .trim()
  .regex(/^\d{5}-?\d{3}$/, msg.invalidZipcode)
  .transform((z) => z.replace('-', ''));

/** The shipping quote the shopper chose in the cart: its CEP and method, kept with the cart. */
const chosenShipping = z
  .object({
    zipcode,
    method: z.string({ message: msg.required }).trim().min(1, msg.required).max(60, msg.tooLong),
  })
  .strict();

/**
 * POST /sale/order/{id}: one change at a time: add lines (`items`), change a line (`id` with
 * `quantity`, `addons` or `bundle`), remove a line (`id` with `delete` 1), or set or remove the
 * coupon (`coupon`, `coupon=delete`).
 */
export const changeCartBody = z
  .object({
    items: cartItems.optional(),
    id: dbId.optional(),
    quantity: units.optional(),
    delete: flag.optional(),
    /** Add-on products of the line; an empty value (form `addons=`) removes them all. */
    addons: z
      .union([z.array(dbId).max(10, msg.invalidValue), z.literal('')], {
        message: msg.invalidValue,
      })
      .transform((v) => (v === '' ? [] : [...new Set(v)]))
      .optional(),
    bundle: bundleChoice.optional(),
    coupon: couponCode.optional(),
    shipping: chosenShipping.optional(),
  })
  .strict()
  .superRefine((body, issues) => {
    const lineChange =
      body.quantity !== undefined ||
      body.delete !== undefined ||
      body.addons !== undefined ||
      body.bundle !== undefined;
    const kinds = [
      body.items !== undefined,
      body.id !== undefined,
      body.coupon !== undefined,
      body.shipping !== undefined,
    ];
    if (kinds.filter(Boolean).length !== 1)
      issues.addIssue({ code: 'custom', path: [], message: msg.invalidValue });
    else if (body.id !== undefined && !lineChange)
      issues.addIssue({ code: 'custom', path: ['quantity'], message: msg.required });
    else if (body.id === undefined && lineChange)
      issues.addIssue({ code: 'custom', path: ['id'], message: msg.required });
    if (body.delete === false)
      issues.addIssue({ code: 'custom', path: ['delete'], message: msg.invalidValue });
  });
export type ChangeCartBody = z.output<typeof changeCartBody>;

/** A cart id: long and random (never a counter), URL-safe. */
export const cartIdParams = z
  .object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, msg.invalidValue) })
  .strict();

const utmValue = z.string({ message: msg.invalidValue }).trim().max(NAME_MAX, msg.tooLong);
/** PUT /sale/order/{id}: the campaign that brought the shopper; empty values are not stored. */
export const cartUtmBody = z
  .object({
    utm: z
      .object({
        utmSource: utmValue.optional(),
        utmMedium: utmValue.optional(),
        utmCampaign: utmValue.optional(),
        utmContent: utmValue.optional(),
        utmTerm: utmValue.optional(),
      })
      .strict(),
  })
  .strict()
  .refine((b) => Object.values(b.utm).some((v) => v), {
    path: ['utm'],
    message: msg.required,
  });
export type CartUtmBody = z.output<typeof cartUtmBody>;

/**
 * GET /shipping/quote: the CEP and the products with their quantities. A `price` may be sent
 * (SPEC.md) but is informative only: quotes are priced from the catalogue.
 */
export const shippingQuoteQuery = z
  .object({
    zipcode,
    products: z
      .array(
        z
          .object({
            product: dbId,
            quantity: units.refine((q) => q >= 1, msg.invalidValue),
            price: z.string().max(32, msg.invalidValue).optional(),
          })
          .strict(),
        { message: msg.required },
      )
      .min(1, msg.required)
      .max(100, msg.invalidValue),
  })
  .strict();
export type ShippingQuoteQuery = z.output<typeof shippingQuoteQuery>;

export const shippingQuote = z.object({
  method: z.string(),
  description: z.string(),
  total: money,
  /** '02 a 04 dias úteis' */
  deliveryTime: z.string(),
});
export type ShippingQuote = z.infer<typeof shippingQuote>;

/** Share-cart e-mail form of SPEC.md section 5: every field required, both e-mails valid. */
export const shareCartEmailForm = z.object({
  name: requiredText(NAME_MAX),
  email: requiredEmail,
  emailTo: requiredEmail,
  message: requiredText(2000),
});
export type ShareCartEmailForm = z.input<typeof shareCartEmailForm>;

/** POST /sale/quote: share a cart by e-mail, Facebook or link; answers `content.url`. */
export const shareCartBody = z.discriminatedUnion(
  'type',
  [
    shareCartEmailForm.extend({ type: z.literal('email'), order: cartIdParams.shape.id }).strict(),
    z.object({ type: z.literal('facebook'), order: cartIdParams.shape.id }).strict(),
    z.object({ type: z.literal('link'), order: cartIdParams.shape.id }).strict(),
  ],
  { message: msg.invalidValue },
);
export type ShareCartBody = z.output<typeof shareCartBody>;
export const sharedCartLink = z.object({ id: z.string(), url: z.string() });

// ——— The order as the API answers it (SPEC.md section 3), money in reais ———

export const orderItem = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The line this one belongs to: a kit for its parts, a product for its add-ons. */
  parent: z.number().int().nullable(),
  type: z.enum(['simple', 'bundle', 'addon']),
  quantity: z.number().int(),
  /** Unit price (0 for a kit's parts: the kit's price covers them). */
  price: money,
  /** Unit price × quantity. */
  totalPrice: money,
  name: z.string(),
  sku: z.string(),
  url: z.string(),
  mediaUrl: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  productionTime: z.number().int().nullable(),
  additionalInformation: z.object({
    nvidia: z.boolean().optional(),
    bundle: z
      .object({
        template: z.object({ id: z.number().int(), name: z.string() }).optional(),
        groups: z
          .array(
            z.object({
              id: z.number().int(),
              name: z.string(),
              products: z.array(
                z.object({
                  productId: z.number().int(),
                  name: z.string(),
                  quantity: z.number().int(),
                }),
              ),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
  /** Add-ons the line's product offers (extended warranty choices), priced for it. */
  addons: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      price: money,
      isWarranty: z.boolean(),
    }),
  ),
});
export type OrderItem = z.infer<typeof orderItem>;

const installment = z.object({
  installments: z.number().int(),
  amount: money,
  total: money,
  interestFree: z.boolean(),
});

export const salePriceOffer = z.object({
  payment: z.enum(['pix', 'billet', 'creditCard']),
  totalFinal: money,
  discountType: z.enum(['percentual', 'none']),
  /** Percent saved against the card total. */
  value: z.number(),
  installments: z.array(installment),
});
export type SalePriceOffer = z.infer<typeof salePriceOffer>;

export const productStockError = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  message: z.string(),
});

export const order = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderItem),
  coupon: z.string().nullable(),
  discountCoupon: z
    .object({ discountType: z.enum(['percentual', 'fixed']), value: z.number() })
    .nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  totalPrice: money,
  totalDiscount: money,
  totalFinal: money,
  totalTax: money,
  totalShipping: money,
  hasShipping: z.boolean(),
  /** The quote the shopper chose in the cart (with its CEP), priced again with the cart; or the order's. */
  shipment: shippingQuote.extend({ zipcode: z.string().optional() }).nullable(),
  transaction: z.object({ method: z.string() }).nullable(),
  salePriceOffers: z.array(salePriceOffer),
  offers: z.array(z.object({ name: z.string(), paymentMethod: z.string(), totalDiscount: money })),
  /** Problems that stop a checkout: lines beyond stock, and others by key. */
  errors: z.object({
    productStock: z.array(productStockError),
    others: z.record(z.string(), z.string()),
  }),
});
export type Order = z.infer<typeof order>;
