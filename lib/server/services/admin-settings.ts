import 'server-only';
import { eq } from 'drizzle-orm';
import {
  storeSettingsChangeBody,
  type StoreSettingsChangeBody,
  type StoreSettingsView,
} from '@/lib/contracts/back-office-settings';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { tags } from '@/lib/server/cache-tags';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';

const view = (row: Pick<typeof companies.$inferSelect, 'maintenance' | 'settings'>) => ({
  maintenance: row.maintenance,
  headerMessage: row.settings.headerMessage || null,
});

async function storeRow(db: Db, tenantId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, tenantId));
  if (!row) throw new NotFoundError('backOffice.notFound');
  return row;
}

/** GET /admin/settings: the store's settings as the owners change them. */
export async function getStoreSettings(db: Db, ctx: BackOfficeContext): Promise<StoreSettingsView> {
  requireArea(ctx, 'settings');
  return view(await storeRow(db, ctx.tenantId));
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
  const changes = storeSettingsChangeBody.parse(input);
  const { slug, after } = await db.transaction(async (tx) => {
    const row = await storeRow(tx, ctx.tenantId);
    const headerMessage =
      changes.headerMessage === undefined ? row.settings.headerMessage : changes.headerMessage;
    // No message is no key: the storefront hides the bar (company.ts reads a missing one as null).
    const settings = { ...row.settings, headerMessage: headerMessage || undefined };
    const maintenance = changes.maintenance ?? row.maintenance;
    await tx.update(companies).set({ maintenance, settings }).where(eq(companies.id, ctx.tenantId));
    const before = view(row);
    const after = view({ maintenance, settings });
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      { action: 'store.settings', entity: 'store', entityId: ctx.tenantId, before, after },
    );
    return { slug: row.slug, after };
  });
  invalidate([tags.store(slug)]);
  return after;
}
