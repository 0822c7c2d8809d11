import { z } from 'zod';
import { documentKind, isValidCnpj, isValidCpf, normalizeDocument } from '@/lib/domain/documents';
import { order } from './cart';
import { msg, NAME_MAX, paginatorQuery, requiredEmail, requiredText } from './common';

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

/** A provider's token as the browser got it: Google's ID token (a JWT), Facebook's access token. */
const socialToken = z
  .string({ message: msg.invalidValue })
  .trim()
  .min(1, msg.required)
  .max(8192, msg.tooLong);

/**
 * The token fields of a social login and their provider; the `accessToken…` spellings are the
 * ones older clients send (SPEC.md section 3).
 */
export const SOCIAL_TOKEN_FIELDS = {
  googleToken: 'google',
  accessTokenGoogle: 'google',
  facebookToken: 'facebook',
  accessTokenFacebook: 'facebook',
} as const;
type SocialTokenField = keyof typeof SOCIAL_TOKEN_FIELDS;
const socialTokenFields = Object.keys(SOCIAL_TOKEN_FIELDS) as SocialTokenField[];
const passwordFields = ['login', 'document', 'password'] as const;

/**
 * POST /customer/auth: by e-mail (`login`) or by CPF/CNPJ (`document`), with the password; or with
 * exactly one Google or Facebook token and nothing of the password login. `cart` is the shopper's
 * cart id, merged into the customer's cart.
 */
export const loginBody = z
  .object({
    login: requiredEmail.optional(),
    document: loginDocument.optional(),
    password: loginPassword.optional(),
    googleToken: socialToken.optional(),
    accessTokenGoogle: socialToken.optional(),
    facebookToken: socialToken.optional(),
    accessTokenFacebook: socialToken.optional(),
    cart: z.string().trim().max(64, msg.invalidValue).optional(),
  })
  .strict()
  // `when`: checked even when other fields failed, so an empty form hears of every field at once.
  .superRefine(
    (body, ctx) => {
      // Under `when`, a body that is no object at all arrives here too (already refused).
      if (typeof body !== 'object' || body === null) return;
      const tokens = socialTokenFields.filter((field) => body[field] !== undefined);
      if (tokens.length === 0) {
        if (body.login === undefined && body.document === undefined)
          ctx.addIssue({ code: 'custom', path: ['login'], message: msg.required });
        if (body.password === undefined)
          ctx.addIssue({ code: 'custom', path: ['password'], message: msg.required });
        return;
      }
      const extra = [...tokens.slice(1), ...passwordFields.filter((f) => body[f] !== undefined)];
      for (const field of extra)
        ctx.addIssue({ code: 'custom', path: [field], message: msg.unknownField });
    },
    { when: () => true },
  );
export type LoginBody = z.output<typeof loginBody>;

export type SocialLogin = { provider: 'google' | 'facebook'; token: string };

/** The provider and token of a social login (the contract allows one at most), else null. */
export function socialLoginOf(body: LoginBody): SocialLogin | null {
  for (const field of socialTokenFields) {
    const token = body[field];
    if (token !== undefined) return { provider: SOCIAL_TOKEN_FIELDS[field], token };
  }
  return null;
}

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

/** Who registers: a person (CPF, birth date) or a company (CNPJ, foundation date). */
export const PERSON_TYPES = ['person', 'company'] as const;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day between 1900-01-01 and today. */
export function isPastDate(value: string, today = new Date()): boolean {
  if (!isoDate.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    day.getTime() <= today.getTime()
  );
}

/** Birth (or foundation) date, 'YYYY-MM-DD' as a date field gives it. */
const birthDateField = z
  .string({ message: msg.required })
  .trim()
  .min(1, { message: msg.required, abort: true })
  .refine((value) => isPastDate(value), msg.invalidDate);

/** Phone as masked (99)99999-9999: 10 or 11 digits. */
export const phoneField = z
  .string({ message: msg.required })
  .trim()
  .min(1, { message: msg.required, abort: true })
  .refine((value) => /^\d{10,11}$/.test(value.replace(/\D/g, '')), msg.invalidPhone)
  // Stored and compared as digits, however it was typed.
  .transform((value) => value.replace(/\D/g, ''));

/**
 * The registration form (SPEC.md sections 2 and 5): name, e-mail, password (6+ characters with a
 * letter), CPF for a person or CNPJ (numeric or alphanumeric) for a company, both with check
 * digits, birth (or foundation) date and phone ((99)99999-9999, 10 or 11 digits).
 */
export const registerBody = z
  .object({
    personType: z.enum(PERSON_TYPES, { message: msg.invalidValue }).default('person'),
    name: requiredText(NAME_MAX),
    email: requiredEmail,
    password: newPassword,
    document: z.string({ message: msg.required }).trim().min(1, msg.required).max(18, msg.tooLong),
    birthDate: birthDateField,
    phone: phoneField,
    cart: z.string().trim().max(64, msg.invalidValue).optional(),
  })
  .strict()
  // `when`: the document's check digits are told even while other fields are still empty.
  .refine((body) => body.personType === 'company' || !body.document || isValidCpf(body.document), {
    path: ['document'],
    message: msg.invalidCpf,
    when: documentIsText,
  })
  .refine((body) => body.personType !== 'company' || !body.document || isValidCnpj(body.document), {
    path: ['document'],
    message: msg.invalidCnpj,
    when: documentIsText,
  });
export type RegisterBody = z.output<typeof registerBody>;
export type RegisterForm = z.input<typeof registerBody>;

/** A CPF or a CNPJ (numeric or alphanumeric), masked or not, with its check digits. */
export const documentField = z
  .string({ message: msg.required })
  .trim()
  .min(1, { message: msg.required, abort: true })
  .max(18, msg.invalidDocument)
  .refine((value) => documentKind(value) !== null, msg.invalidDocument);

/**
 * Meus Dados: the customer's own data. The document is a CPF or a CNPJ (numeric or alphanumeric)
 * with its check digits; all of it is needed for the data to be complete (SPEC.md section 5).
 */
export const customerDataBody = z
  .object({
    name: requiredText(NAME_MAX),
    email: requiredEmail,
    document: documentField,
    birthDate: birthDateField,
    phone: phoneField,
  })
  .strict();
export type CustomerDataBody = z.output<typeof customerDataBody>;
export type CustomerDataForm = z.input<typeof customerDataBody>;

/** A body whose document is text: any other (no object, a number) the object schema refuses. */
function documentIsText(payload: { value: unknown }): boolean {
  const body = payload.value;
  return (
    typeof body === 'object' && body !== null && typeof Reflect.get(body, 'document') === 'string'
  );
}

/** The new password typed a second time must be the same (a recovery link, Alterar senha). */
const passwordConfirmation = z.string({ message: msg.required }).min(1, msg.required);
function confirmed<S extends z.ZodType<{ password: string; confirmation: string }>>(schema: S) {
  // `when`: told even while other fields are still empty.
  return schema.refine((body) => !body.confirmation || body.password === body.confirmation, {
    path: ['confirmation'],
    message: msg.passwordMismatch,
    // Only over an object: a body of `null` or a string is refused by the object schema itself.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}

/** The form of a recovery link: the new password, twice (only `password` is sent). */
export const newPasswordForm = confirmed(
  z.object({ password: newPassword, confirmation: passwordConfirmation }),
);

/**
 * Alterar senha: the current password, then the new one (the rule of SPEC.md section 5) typed
 * twice. A wrong current password is a field error.
 */
export const passwordChangeBody = confirmed(
  z
    .object({
      currentPassword: loginPassword,
      password: newPassword,
      confirmation: passwordConfirmation,
    })
    .strict(),
);
export type PasswordChangeBody = z.output<typeof passwordChangeBody>;
export type PasswordChangeForm = z.input<typeof passwordChangeBody>;
