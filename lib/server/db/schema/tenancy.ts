import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Settings of a store that the shell and checkout read (SPEC.md section 3, Company/store). */
export type CompanySettings = {
  favicon?: string;
  logo?: string;
  metaKeywords?: string;
  metaDescription?: string;
  headerMessage?: string;
  /** Texts of the settings in other languages (issue 30 item 2); the Portuguese where none. */
  translations?: { en?: { headerMessage?: string } };
  contacts: {
    whatsapp?: string;
    email?: string;
    salesPhone?: string;
    supportPhone?: string;
    corporateSalesPhone?: string;
    address?: string;
  };
  social: { facebook?: string; instagram?: string; youtube?: string; linkedin?: string };
  socialLogin: { facebookAppId: string; googleClientId: string };
  paymentOptions: {
    pagseguroQrCode: { active: boolean };
    pagseguroBillet: { active: boolean };
    pagseguroCreditCard: { active: boolean };
    mercadopagoCreditCard: { active: boolean };
  };
  tools: { googleAnalyticsId?: string; googleTagManagerId?: string; facebookPixelId?: string };
  interface: {
    ageNotification: boolean;
    hasCategoriesMenu: boolean;
    interestFreeInstallments: number;
  };
  theme: {
    primary: string;
    primaryContrast: string;
    accent: string;
    background: string;
    foreground: string;
  };
  productPlaceholder?: string;
  defaultInCashPayment: string;
  defaultInInstallmentPayment: string;
  /** How many US dollars one real buys, for the en-US display of prices (payment stays in BRL). */
  usdPerBrl: number;
  openingHours: { support: string; sales: string };
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  settings: jsonb('settings').$type<CompanySettings>().notNull(),
  /** Bumped by every catalog change, so in-memory catalog indexes of any process know to reload. */
  catalogVersion: integer('catalog_version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const companyDomains = pgTable('company_domains', {
  domain: text('domain').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
});
