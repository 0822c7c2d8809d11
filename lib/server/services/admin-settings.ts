import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, eq } from 'drizzle-orm';
import {
  storeDomain,
  storeSettings,
  storeSettingsChangeBody,
  type StoreSettingsChangeBody,
  type StoreSettingsView,
} from '@/lib/contracts/back-office-settings';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { tags } from '@/lib/server/cache-tags';
import type { Db } from '@/lib/server/db/client';
import { OPTION_GROUP, PAYMENT_OPTIONS } from '@/lib/domain/payment-options';
import { companies, companyDomains, type CompanySettings } from '@/lib/server/db/schema';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '@/lib/server/http/errors';
import { credentialStatus } from '@/lib/server/payments';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { forgetTenantLookups } from '@/lib/server/tenancy/resolve';
import { listStoreDomains, toCompany } from './company';
import { isUniqueViolation } from './store-urls';

/**
 * The settings as the storefront's company data has them (toCompany, one mapping of the JSON):
 * the view's schema keeps the fields the owners edit here and drops the rest.
 */
const view = (row: typeof companies.$inferSelect, domains: string[]): StoreSettingsView =>
  storeSettings.parse({
    ...toCompany(row, domains, domains[0] ?? ''),
    paymentCredentials: Object.fromEntries(PAYMENT_OPTIONS.map((o) => [o, credentialStatus(o)])),
  });

/** What the audit and the no-change check compare: the settings, not the server's credentials. */
const saved = ({ paymentCredentials: _credentials, ...settings }: StoreSettingsView) => settings;

/**
 * A default payment (in cash, in installments) names a group of payment options; one of them at
 * least must be on, or the storefront would advertise a payment it does not take.
 */
function defaultPaymentProblems(settings: CompanySettings): FieldErrors {
  const errors: FieldErrors = {};
  const offered = (group: string) =>
    PAYMENT_OPTIONS.some((o) => OPTION_GROUP[o] === group && settings.paymentOptions[o].active);
  if (!offered(settings.defaultInCashPayment))
    errors.defaultInCashPayment = ['backOffice.settings.defaultInactive'];
  if (!offered(settings.defaultInInstallmentPayment))
    errors.defaultInInstallmentPayment = ['backOffice.settings.defaultInactive'];
  return errors;
}

/** A value of the settings' JSON: none is no key (company.ts reads a missing one as null). */
const kept = <T extends Record<string, string | null>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as {
    [K in keyof T]?: string;
  };

async function storeRow(db: Db, tenantId: number, forUpdate = false) {
  const query = db.select().from(companies).where(eq(companies.id, tenantId));
  // A change reads the settings it merges into under the row's lock, so that two owners saving at
  // once do not lose one another's fields (settings is one JSON column holding many).
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new NotFoundError('backOffice.notFound');
  return row;
}

/** GET /admin/settings: the store's settings as the owners change them. */
export async function getStoreSettings(db: Db, ctx: BackOfficeContext): Promise<StoreSettingsView> {
  requireArea(ctx, 'settings');
  const [row, domains] = await Promise.all([
    storeRow(db, ctx.tenantId),
    listStoreDomains(db, ctx.tenantId),
  ]);
  return view(row, domains);
}

const domainTaken = () =>
  new ValidationError('errors.validation', { domain: ['backOffice.settings.domainTaken'] });

/**
 * POST /admin/settings/domains: the store answers at one host name more, audited. A name any
 * store has is refused without saying whose. This instance knows it at once; the others within
 * their host lookups' 30 s (lib/server/tenancy/resolve.ts).
 */
export async function addStoreDomain(
  db: Db,
  ctx: BackOfficeContext,
  input: { domain: string },
): Promise<StoreSettingsView> {
  const actor = requireArea(ctx, 'settings');
  const domain = storeDomain.parse(input.domain);
  try {
    await db.transaction(async (tx) => {
      // The domain is the table's key: a name any store has is refused by the insert itself.
      await tx.insert(companyDomains).values({ domain, tenantId: ctx.tenantId });
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: 'store.domain.add',
          entity: 'store',
          entityId: ctx.tenantId,
          before: null,
          after: { domain },
        },
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
  forgetTenantLookups();
  return getStoreSettings(db, ctx);
}

/**
 * DELETE /admin/settings/domains/{domain}: the store no longer answers there, audited. Its last
 * domain, and the one the owner is using (`currentHost`), are kept (409): either would shut the
 * owner out of their own back-office.
 */
export async function removeStoreDomain(
  db: Db,
  ctx: BackOfficeContext,
  input: { domain: string; currentHost: string },
): Promise<StoreSettingsView> {
  const actor = requireArea(ctx, 'settings');
  const domain = storeDomain.parse(input.domain);
  await db.transaction(async (tx) => {
    // The store's row is locked: two removals at once cannot leave it with none.
    await storeRow(tx, ctx.tenantId, true);
    const domains = await listStoreDomains(tx, ctx.tenantId);
    if (!domains.includes(domain)) throw new NotFoundError('backOffice.settings.domainNotFound');
    if (domains.length === 1) throw new ConflictError('backOffice.settings.domainLast');
    if (domain === input.currentHost) throw new ConflictError('backOffice.settings.domainInUse');
    await tx
      .delete(companyDomains)
      .where(and(eq(companyDomains.tenantId, ctx.tenantId), eq(companyDomains.domain, domain)));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'store.domain.remove',
        entity: 'store',
        entityId: ctx.tenantId,
        before: { domain },
        after: null,
      },
    );
  });
  forgetTenantLookups();
  return getStoreSettings(db, ctx);
}

/**
 * PATCH /admin/settings: changes the settings given, audited, and expires the store's cached
 * data, so that every instance's next page shows them (its pages carry the store's tag). A store
 * switched to maintenance refuses purchases at once: the cart and checkout read the switch from
 * the database at each write (store-open.ts).
 */
export async function changeStoreSettings(
  db: Db,
  ctx: BackOfficeContext,
  input: StoreSettingsChangeBody,
): Promise<StoreSettingsView> {
  const actor = requireArea(ctx, 'settings');
  // Parsed again for its transforms (a blank message is none), as the other services do.
  const changes = storeSettingsChangeBody.parse(input);
  const { slug, after, changed } = await db.transaction(async (tx) => {
    const row = await storeRow(tx, ctx.tenantId, true);
    const headerMessage =
      changes.headerMessage === undefined ? row.settings.headerMessage : changes.headerMessage;
    // No message is no key: the storefront hides the bar (company.ts reads a missing one as null).
    const settings = {
      ...row.settings,
      headerMessage: headerMessage || undefined,
      theme: changes.theme ?? row.settings.theme,
      translations: changes.translations
        ? changes.translations.en.headerMessage
          ? { en: { headerMessage: changes.translations.en.headerMessage } }
          : undefined
        : row.settings.translations,
      // The address is not edited here: kept as it is.
      contacts: changes.contacts
        ? { ...kept(changes.contacts), address: row.settings.contacts.address }
        : row.settings.contacts,
      interface: { ...row.settings.interface, ...changes.interface },
      tools: changes.tools ? kept(changes.tools) : row.settings.tools,
      paymentOptions: changes.paymentOptions ?? row.settings.paymentOptions,
      defaultInCashPayment: changes.defaultInCashPayment ?? row.settings.defaultInCashPayment,
      defaultInInstallmentPayment:
        changes.defaultInInstallmentPayment ?? row.settings.defaultInInstallmentPayment,
      socialLogin: changes.socialLogin
        ? {
            facebookAppId: changes.socialLogin.facebook.app_id,
            googleClientId: changes.socialLogin.google.client_id,
          }
        : row.settings.socialLogin,
      openingHours: changes.openingHours ?? row.settings.openingHours,
      productPlaceholder:
        changes.productPlaceholder === undefined
          ? row.settings.productPlaceholder
          : (changes.productPlaceholder ?? undefined),
    };
    const problems = defaultPaymentProblems(settings);
    if (Object.keys(problems).length > 0) throw new ValidationError('errors.validation', problems);
    const maintenance = changes.maintenance ?? row.maintenance;
    const name = changes.name ?? row.name;
    const domains = await listStoreDomains(tx, ctx.tenantId);
    const before = view(row, domains);
    const after = view({ ...row, name, maintenance, settings }, domains);
    // Saving what is already there writes, audits and expires nothing.
    if (isDeepStrictEqual(saved(before), saved(after)))
      return { slug: row.slug, after, changed: false };
    await tx
      .update(companies)
      .set({ name, maintenance, settings })
      .where(eq(companies.id, ctx.tenantId));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'store.settings',
        entity: 'store',
        entityId: ctx.tenantId,
        before: saved(before),
        after: saved(after),
      },
    );
    return { slug: row.slug, after, changed: true };
  });
  if (changed) invalidate([tags.store(slug)]);
  return after;
}
