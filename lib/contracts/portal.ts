import { z } from 'zod';
import { isValidCnpj, isValidCpf } from '@/lib/domain/documents';
import { SKU_LIST_MAX_CHARS } from '@/lib/domain/sku-list';
import { addressBody } from './addresses';
import { order, zipcode } from './cart';
import { checkoutQuoteBody, customerOrderDetail, orderReference, placeOrderBody } from './checkout';
import { orderNumberParams, orderSummary } from './orders';
import { dbId, msg, NAME_MAX, requiredEmail, requiredText } from './common';
import { newPassword, phoneField } from './customer';

/** The portal a call is about: `/portal/{customer}`, the group's slug. */
export const portalParams = z.object({ customer: z.string().trim().min(1).max(120) }).strict();
export const portalItemParams = portalParams.extend({ id: dbId }).strict();

/** Compradores: the administrator's search over the group's buyers (name, e-mail or CPF). */
export const portalBuyersQuery = z
  .object({ search: z.string().trim().max(NAME_MAX, msg.tooLong).optional() })
  .strict();

/** A CPF as typed (masked or not), with its check digits (SPEC.md section 5: CPF required). */
const cpfField = z
  .string({ message: msg.required })
  .trim()
  .min(1, { message: msg.required, abort: true })
  .max(14, msg.invalidCpf)
  .refine((value) => isValidCpf(value), msg.invalidCpf);

const buyerFields = {
  name: requiredText(NAME_MAX),
  email: requiredEmail,
  document: cpfField,
  phone: phoneField,
};

/** The customer form modal of Compradores, adding a buyer: the password is set on creation. */
export const portalBuyerCreateBody = z.object({ ...buyerFields, password: newPassword }).strict();
export type PortalBuyerCreateBody = z.output<typeof portalBuyerCreateBody>;
export type PortalBuyerCreateForm = z.input<typeof portalBuyerCreateBody>;

/** Editing a buyer: the same data without the password; `active: false` deactivates. */
export const portalBuyerUpdateBody = z
  .object({ ...buyerFields, active: z.boolean({ message: msg.invalidValue }).optional() })
  .strict();
export type PortalBuyerUpdateBody = z.output<typeof portalBuyerUpdateBody>;
export type PortalBuyerUpdateForm = z.input<typeof portalBuyerUpdateBody>;

/** A buyer as Compradores lists them: CPF and phone as digits. */
export const portalBuyer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  document: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** The group's administrator (who cannot be deactivated). */
  isAdmin: z.boolean(),
});
export type PortalBuyer = z.infer<typeof portalBuyer>;

/**
 * An address of a company: the delivery address's street, number, district, city, region and CEP
 * (all required), with the same checks and texts.
 */
export const portalCompanyAddress = addressBody
  .pick({ street: true, number: true, district: true, city: true, region: true, zipcode: true })
  .strict();

/** At most this many addresses per company. */
export const MAX_COMPANY_ADDRESSES = 10;

/**
 * The customer form modal of Empresas: name, CNPJ (numeric or the alphanumeric format, with its
 * check digits), state registration (optional: 'ISENTO' or the number) and one or more addresses.
 */
export const portalCompanyBody = z
  .object({
    name: requiredText(NAME_MAX),
    cnpj: z
      .string({ message: msg.required })
      .trim()
      .min(1, { message: msg.required, abort: true })
      .max(18, msg.invalidCnpj)
      .refine((value) => isValidCnpj(value), msg.invalidCnpj),
    stateRegistration: z.string().trim().max(20, msg.tooLong).optional().default(''),
    addresses: z
      .array(portalCompanyAddress, { message: msg.required })
      .min(1, msg.required)
      .max(MAX_COMPANY_ADDRESSES, msg.invalidValue),
  })
  .strict();
export type PortalCompanyBody = z.output<typeof portalCompanyBody>;
export type PortalCompanyForm = z.input<typeof portalCompanyBody>;

/** A company as Empresas lists it: CNPJ (upper case) and CEPs as digits. */
export const portalCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  cnpj: z.string(),
  stateRegistration: z.string(),
  addresses: z.array(
    z.object({
      street: z.string(),
      number: z.string(),
      district: z.string(),
      city: z.string(),
      region: z.string(),
      zipcode: z.string(),
    }),
  ),
});
export type PortalCompany = z.infer<typeof portalCompany>;

/** One change of the administration: who, when, what. */
export const portalAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type PortalAuditEntry = z.infer<typeof portalAuditEntry>;

/** Order by SKU list: lines of `SKU;quantity` as pasted or read from a CSV, into the buyer's cart. */
export const skuListBody = z
  .object({
    text: z.string({ message: msg.required }).max(SKU_LIST_MAX_CHARS, msg.tooLong),
    /** The buyer's open cart, if any (`orderId`): the lines are added to it. */
    cart: z.string().trim().max(64, msg.invalidValue).optional(),
  })
  .strict();
export type SkuListBody = z.output<typeof skuListBody>;

/** The cart with the list's good lines, and each line left out with its number and reason. */
export const skuListResult = z.object({
  order,
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type SkuListResult = z.infer<typeof skuListResult>;

/** What a portal order carries beyond a store order: who bought, for which company, its references. */
const portalOrderFields = {
  buyer: z.string().nullable(),
  company: z.string().nullable(),
  purchaseOrder: z.string().nullable(),
  costCentre: z.string().nullable(),
};

/** A line of the portal's Meus Pedidos. */
export const portalOrderSummary = orderSummary.extend(portalOrderFields);
export type PortalOrderSummary = z.infer<typeof portalOrderSummary>;

/** /pedidos/{id}: the order as the buyer's own order page shows it, with the portal's fields. */
export const portalOrderDetail = customerOrderDetail.extend(portalOrderFields);
export type PortalOrderDetail = z.infer<typeof portalOrderDetail>;

export const portalOrderParams = portalParams.extend(orderNumberParams.shape).strict();

/**
 * Where a portal order goes: one of the group's companies and one of its addresses, by its place
 * in the company's list and its CEP as the buyer reviewed it (an administrator may change the
 * list meanwhile: a CEP that no longer matches is refused, never delivered elsewhere).
 */
const portalDelivery = {
  company: dbId,
  address: z
    .number({ message: msg.required })
    .int(msg.invalidValue)
    .min(0, msg.invalidValue)
    .max(MAX_COMPANY_ADDRESSES - 1, msg.invalidValue),
  zipcode,
};

/** The portal checkout's review: the store's, for a company's address. */
export const portalCheckoutQuoteBody = checkoutQuoteBody
  .omit({ address: true })
  .extend(portalDelivery)
  .strict();
export type PortalCheckoutQuoteBody = z.input<typeof portalCheckoutQuoteBody>;

/**
 * The portal's checkout: the store's order (cart, idempotency key, shipping, payment) delivered to
 * a company of the group, with the buyer's purchase-order number and cost centre.
 */
export const portalPlaceOrderBody = placeOrderBody
  .omit({ address: true, affiliateId: true })
  .extend({ ...portalDelivery, purchaseOrder: orderReference, costCentre: orderReference })
  .strict();
export type PortalPlaceOrderBody = z.input<typeof portalPlaceOrderBody>;
export type PortalPlacedOrderInput = z.output<typeof portalPlaceOrderBody>;
