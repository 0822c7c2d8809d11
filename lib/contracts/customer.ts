import { z } from 'zod';
import { normalizeDocument } from '@/lib/domain/documents';
import { order } from './cart';
import { msg, paginatorQuery, requiredEmail } from './common';

export const customerAttributeListQuery = paginatorQuery(['name', 'sortOrder']);

export const customerAttribute = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  options: z.array(z.string()),
});
export type CustomerAttribute = z.infer<typeof customerAttribute>;

// The password is taken as typed (no trim): spaces may be part of it.
const loginPassword = z
  .string({ message: msg.required })
  .min(1, msg.required)
  .max(255, msg.tooLong);

/** CPF or CNPJ as typed, masked or not: the form asks for 14–18 characters (SPEC.md section 5). */
const loginDocument = z
  .string({ message: msg.required })
  .trim()
  .min(1, msg.required)
  .max(18, msg.invalidDocument)
  .refine((value) => [11, 14].includes(normalizeDocument(value).length), msg.invalidDocument);

/**
 * POST /customer/auth: by e-mail (`login`) or by CPF/CNPJ (`document`), with the password; `cart`
 * is the shopper's cart id, merged into the customer's cart.
 */
export const loginBody = z
  .object({
    login: requiredEmail.optional(),
    document: loginDocument.optional(),
    password: loginPassword,
    cart: z.string().trim().max(64, msg.invalidValue).optional(),
  })
  .strict()
  // `when`: checked even when other fields failed, so an empty form hears of every field at once.
  .refine((body) => body.login !== undefined || body.document !== undefined, {
    path: ['login'],
    message: msg.required,
    when: () => true,
  });
export type LoginBody = z.output<typeof loginBody>;

/** The logged-in customer as the store sees them (SPEC.md section 3, customer session and user). */
export const sessionCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  document: z.string().nullable(),
  birthDate: z.string().nullable(),
  phone: z.string().nullable(),
  /** Document, birth date and phone are all known: otherwise the customer is sent to Meus Dados. */
  isCustomerDataComplete: z.boolean(),
  affiliateGroup: z.string().nullable(),
  group: z
    .object({ name: z.string(), adminCustomer: z.object({ id: z.number().int() }) })
    .nullable(),
});
export type SessionCustomerView = z.infer<typeof sessionCustomer>;

export const CUSTOMER_ROLE = 'CUSTOMER';

/** GET /customer/auth/me: who the stored token belongs to. */
export const currentSession = z.object({
  customer: sessionCustomer,
  role: z.literal(CUSTOMER_ROLE),
});

/** POST /customer/auth: the session, its token and the customer's cart after the merge. */
export const customerSession = currentSession.extend({
  token: z.string(),
  customer_cart: order.nullable(),
});
export type CustomerSession = z.infer<typeof customerSession>;

/** POST /customer/recovery: the e-mail of the account whose password is forgotten. */
export const recoveryBody = z.object({ email: requiredEmail }).strict();
export type RecoveryBody = z.input<typeof recoveryBody>;

/** SPEC.md section 5: a password has at least 6 characters, at least one of them a letter. */
export const PASSWORD_MIN = 6;
export const newPassword = z
  .string({ message: msg.required })
  .min(1, { message: msg.required, abort: true })
  .max(255, msg.tooLong)
  .refine((value) => value.length >= PASSWORD_MIN && /\p{L}/u.test(value), msg.weakPassword);

/** POST /customer/recovery/{token}: the new password. */
export const recoveryTokenParams = z.object({ token: z.string().min(16).max(128) }).strict();
export const resetPasswordBody = z.object({ password: newPassword }).strict();
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
