import { z } from 'zod';
import { MAX_DB_INTEGER } from '@/lib/domain/listing-url';

/**
 * Validation messages are next-intl keys under `validation.*` (messages/pt.json holds the exact
 * texts of SPEC.md section 5); the route wrapper and the forms translate them.
 */
export const msg = {
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  invalidValue: 'validation.invalidValue',
  tooLong: 'validation.tooLong',
  unknownField: 'validation.unknownField',
  invalidDocument: 'validation.invalidDocument',
  orderNumberRequired: 'validation.orderNumberRequired',
  weakPassword: 'validation.weakPassword',
  invalidCpf: 'validation.invalidCpf',
  invalidCnpj: 'validation.invalidCnpj',
  invalidDate: 'validation.invalidDate',
  invalidPhone: 'validation.invalidPhone',
  emailTaken: 'validation.emailTaken',
  documentTaken: 'validation.documentTaken',
  invalidZipcode: 'validation.invalidZipcode',
  invalidRegion: 'validation.invalidRegion',
  passwordMismatch: 'validation.passwordMismatch',
  wrongPassword: 'validation.wrongPassword',
  chooseRating: 'validation.chooseRating',
  fileType: 'validation.fileType',
  fileTooLarge: 'validation.fileTooLarge',
  invalidCard: 'validation.invalidCard',
  invalidSecurityCode: 'validation.invalidSecurityCode',
  cardExpired: 'validation.cardExpired',
  emailMismatch: 'validation.emailMismatch',
} as const;

// Issues without their own message still speak the store's language: a missing value is
// 'Campo obrigatório', anything else malformed is 'Valor inválido'.
z.config({
  customError: (issue) => (issue.input === undefined ? msg.required : msg.invalidValue),
});

/** A positive database id, from a form field or a path ('12') or JSON (12). */
export const dbId = z.coerce
  .number({ message: msg.invalidValue })
  .int(msg.invalidValue)
  .positive(msg.invalidValue)
  .max(MAX_DB_INTEGER, msg.invalidValue);

/** Name and e-mail fields hold at most 255 characters (SPEC.md section 9). */
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;

/** A text the user must fill: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ message: msg.required }).trim().min(1, msg.required).max(max, msg.tooLong);

/** An e-mail the user must fill: 'Campo obrigatório', then 'Email inválido'. */
export const requiredEmail = requiredText(EMAIL_MAX).pipe(z.email({ message: msg.invalidEmail }));

export const sortDirection = z.enum(['ASC', 'DESC'], { message: msg.invalidValue });

/** `paginator[sortOrder][field]=ASC|DESC` for list calls; only the given fields may be sorted. */
export function paginatorQuery<const F extends readonly [string, ...string[]]>(fields: F) {
  return z
    .object({
      paginator: z
        .object({
          sortOrder: z
            .partialRecord(z.enum(fields, { message: msg.invalidValue }), sortDirection)
            .optional(),
        })
        .strict()
        .optional(),
    })
    .strict();
}

export type SortOrder = Partial<Record<string, 'ASC' | 'DESC'>>;

/** Response envelope of SPEC.md section 7. */
export function envelope<T extends z.ZodType>(content: T) {
  return z.object({
    success: z.boolean(),
    content: content.optional(),
    message: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  });
}

/** Money travels as reais with two decimals (SPEC.md field names); services keep integer cents. */
export const money = z.number().nonnegative();
