import { z } from 'zod';
import { msg } from './common';

export const companyQuery = z
  .object({ domain: z.string().trim().min(1, msg.required).max(253, msg.tooLong).optional() })
  .strict();

const active = z.object({ active: z.boolean() });

export const company = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  domain: z.string(),
  domains: z.array(z.string()),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  metaDescription: z.string().nullable(),
  headerMessage: z.string().nullable(),
  /** The store's texts in other languages, where it wrote them (the Portuguese otherwise). */
  translations: z.object({ en: z.object({ headerMessage: z.string().optional() }).optional() }),
  maintenance: z.boolean(),
  contacts: z.object({
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    salesPhone: z.string().nullable(),
    supportPhone: z.string().nullable(),
    corporateSalesPhone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  social: z.record(z.string(), z.string()),
  socialLogin: z.object({
    facebook: z.object({ app_id: z.string() }),
    google: z.object({ client_id: z.string() }),
  }),
  paymentOptions: z.object({
    pagseguroQrCode: active,
    pagseguroBillet: active,
    pagseguroCreditCard: active,
    mercadopagoCreditCard: active,
  }),
  tools: z.object({
    googleAnalyticsId: z.string().nullable(),
    googleTagManagerId: z.string().nullable(),
    facebookPixelId: z.string().nullable(),
  }),
  interface: z.object({
    ageNotification: z.boolean(),
    hasCategoriesMenu: z.boolean(),
    interestFreeInstallments: z.number().int(),
  }),
  theme: z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    accent: z.string(),
    background: z.string(),
    foreground: z.string(),
  }),
  productPlaceholder: z.string().nullable(),
  defaultInCashPayment: z.string(),
  defaultInInstallmentPayment: z.string(),
  usdPerBrl: z.number().positive(),
  openingHours: z.object({ support: z.string(), sales: z.string() }),
});
export type Company = z.infer<typeof company>;
