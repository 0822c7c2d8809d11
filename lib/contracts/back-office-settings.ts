import { z } from 'zod';
import { HEX_COLOUR, THEME_COLOURS, themeContrastIssues } from '@/lib/domain/colour-contrast';
import { MAX_CARD_INSTALLMENTS } from '@/lib/domain/pricing';
import {
  CASH_PAYMENTS,
  CREDENTIAL_STATUSES,
  INSTALLMENT_PAYMENTS,
  PAYMENT_OPTIONS,
} from '@/lib/domain/payment-options';
import { translatedText } from './back-office-fields';
import { EMAIL_MAX, msg } from './common';
import { company } from './company';
import { imageSrc } from './links';

/** The header message of the storefront's top bar holds at most this many characters. */
export const HEADER_MESSAGE_MAX = 160;

/**
 * The store's settings as its owners change them (issue 30 item 5): the maintenance switch
 * (SPEC.md section 8: the banner on every page, nothing sold), the message of the top bar (none
 * when empty), contacts, features, analytics ids, payments, social login, opening hours, the
 * product placeholder and the colours of the storefront.
 */
export const storeSettings = z.object({
  name: z.string(),
  /** The host names the store answers at, in order; the one the owner is on is among them. */
  domains: z.array(z.string()),
  maintenance: z.boolean(),
  headerMessage: z.string().nullable(),
  /** The header message in English (none: the Portuguese shows). */
  translations: company.shape.translations,
  // As the storefront's company data has them (company.ts), those the owners edit here.
  contacts: company.shape.contacts.omit({ address: true }),
  interface: company.shape.interface,
  tools: company.shape.tools,
  paymentOptions: company.shape.paymentOptions,
  /** Whether each option can be charged now (its provider's credentials; never the secrets). */
  paymentCredentials: z.record(z.enum(PAYMENT_OPTIONS), z.enum(CREDENTIAL_STATUSES)),
  defaultInCashPayment: z.string(),
  defaultInInstallmentPayment: z.string(),
  socialLogin: company.shape.socialLogin,
  openingHours: company.shape.openingHours,
  productPlaceholder: company.shape.productPlaceholder,
  theme: z.object(
    Object.fromEntries(THEME_COLOURS.map((c) => [c, z.string()])) as Record<
      (typeof THEME_COLOURS)[number],
      z.ZodString
    >,
  ),
});
export type StoreSettingsView = z.infer<typeof storeSettings>;

const hexColour = z
  .string({ message: 'backOffice.settings.hexColour' })
  .trim()
  .toLowerCase()
  .regex(HEX_COLOUR, 'backOffice.settings.hexColour');

/**
 * The store's colours, each #rrggbb, refused when a pair the storefront shows as text on a
 * background has less than 4.5:1 (lib/domain/colour-contrast.ts), told on the colour to change.
 */
export const themeBody = z
  .object(
    Object.fromEntries(THEME_COLOURS.map((c) => [c, hexColour])) as Record<
      (typeof THEME_COLOURS)[number],
      typeof hexColour
    >,
  )
  .strict()
  .superRefine((theme, ctx) => {
    for (const issue of themeContrastIssues(theme))
      ctx.addIssue({
        code: 'custom',
        path: [issue.field],
        message: `backOffice.settings.contrast.${issue.key}`,
      });
  });

/** An optional text of the settings: trimmed, empty is none (null). */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .string({ message: msg.invalidValue })
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema.nullable())
    .nullable()
    .transform((text) => text ?? null);

/** A phone as the storefront shows it: digits, spaces, parentheses, + and -. */
const shownPhone = z
  .string()
  .max(20, msg.tooLong)
  .regex(/^\+?[\d\s()-]{8,}$/, msg.invalidPhone);

/**
 * The store's contacts, shown in its footer, account and service dialogs. WhatsApp is the number
 * wa.me calls: the country's code, the area code and the number, digits only.
 */
export const storeContactsBody = z
  .object({
    whatsapp: optional(z.string().regex(/^\d{12,13}$/, 'backOffice.settings.whatsappFormat')),
    email: optional(z.string().max(EMAIL_MAX, msg.tooLong).pipe(z.email(msg.invalidEmail))),
    salesPhone: optional(shownPhone),
    supportPhone: optional(shownPhone),
    corporateSalesPhone: optional(shownPhone),
  })
  .strict();

/** The ids of the store's analytics tags, each in its vendor's form; empty is none. */
export const storeToolsBody = z
  .object({
    googleAnalyticsId: optional(
      z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'backOffice.settings.gaFormat'),
    ),
    googleTagManagerId: optional(
      z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'backOffice.settings.gtmFormat'),
    ),
    facebookPixelId: optional(z.string().regex(/^\d{8,20}$/, 'backOffice.settings.pixelFormat')),
  })
  .strict();

/** A switch per payment option; one at least stays on, or the store could sell nothing. */
export const paymentOptionsBody = z
  .object(
    Object.fromEntries(
      PAYMENT_OPTIONS.map((o) => [
        o,
        z.object({ active: z.boolean({ message: msg.invalidValue }) }).strict(),
      ]),
    ) as Record<
      (typeof PAYMENT_OPTIONS)[number],
      z.ZodObject<{ active: z.ZodBoolean }, z.core.$strict>
    >,
  )
  .strict()
  .refine((options) => Object.values(options).some((o) => o.active), {
    message: 'backOffice.settings.noPayment',
  });

/**
 * The ids of the store's apps for logging in with Facebook and Google; blank is none, stored as
 * SPEC's 'null' (the storefront then offers no such button).
 */
const socialLoginId = (pattern: RegExp, message: string) =>
  z
    .string({ message: msg.invalidValue })
    .trim()
    .max(200, msg.tooLong)
    .refine((id) => id === '' || id === 'null' || pattern.test(id), message)
    .transform((id) => id || 'null');

/** PATCH /admin/settings: any of the settings; an empty header message takes it away. */
export const storeSettingsChangeBody = z
  .object({
    name: z.string({ message: msg.required }).trim().min(1, msg.required).max(80, msg.tooLong),
    maintenance: z.boolean({ message: msg.invalidValue }),
    headerMessage: z
      .string({ message: msg.invalidValue })
      .trim()
      .max(HEADER_MESSAGE_MAX, msg.tooLong)
      .nullable()
      .transform((text) => (text ? text : null)),
    theme: themeBody,
    translations: z
      .object({
        en: z.object({ headerMessage: translatedText(HEADER_MESSAGE_MAX) }).strict(),
      })
      .strict(),
    contacts: storeContactsBody,
    interface: z
      .object({
        ageNotification: z.boolean({ message: msg.invalidValue }),
        hasCategoriesMenu: z.boolean({ message: msg.invalidValue }),
        interestFreeInstallments: z.coerce
          .number({ message: msg.invalidValue })
          .int(msg.invalidValue)
          .min(1, msg.invalidValue)
          .max(MAX_CARD_INSTALLMENTS, msg.invalidValue)
          // Clients that came before it leave it as it is.
          .optional(),
      })
      .strict(),
    tools: storeToolsBody,
    paymentOptions: paymentOptionsBody,
    defaultInCashPayment: z.enum(CASH_PAYMENTS, { message: msg.invalidValue }),
    defaultInInstallmentPayment: z.enum(INSTALLMENT_PAYMENTS, { message: msg.invalidValue }),
    socialLogin: z
      .object({
        facebook: z
          .object({
            app_id: socialLoginId(
              /^[A-Za-z0-9._-]{3,200}$/,
              'backOffice.settings.facebookAppIdFormat',
            ),
          })
          .strict(),
        google: z
          .object({
            client_id: socialLoginId(
              /^[A-Za-z0-9._-]{3,200}$/,
              'backOffice.settings.googleClientIdFormat',
            ),
          })
          .strict(),
      })
      .strict(),
    openingHours: z
      .object({
        support: z.string({ message: msg.invalidValue }).trim().max(200, msg.tooLong),
        sales: z.string({ message: msg.invalidValue }).trim().max(200, msg.tooLong),
      })
      .strict(),
    productPlaceholder: optional(imageSrc),
  })
  .partial()
  .strict();
export type StoreSettingsChangeBody = z.input<typeof storeSettingsChangeBody>;

/**
 * A host name the store answers at, as an owner may type it (`https://Loja.com.br/`): kept as
 * the host alone, in lower case. Labels of letters, digits and hyphens; `localhost` too.
 */
export const storeDomain = z
  .string({ message: msg.required })
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^https?:\/\//, '').replace(/[/.]+$/, ''))
  .pipe(
    z
      .string()
      .min(1, msg.required)
      .max(253, msg.tooLong)
      .regex(
        /^(?:localhost|(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)$/,
        'backOffice.settings.domainFormat',
      ),
  );

/** POST /admin/settings/domains: a domain more for the store. */
export const storeDomainBody = z.object({ domain: storeDomain }).strict();
export type StoreDomainBody = z.input<typeof storeDomainBody>;

/** DELETE /admin/settings/domains/{domain}. */
export const storeDomainParams = z.object({ domain: storeDomain }).strict();
