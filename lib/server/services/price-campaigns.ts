import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PriceCampaign, PriceCampaignValues } from '@/lib/contracts/back-office-products';
import { formatMoney, toCents, toReais } from '@/lib/domain/money';
import { productTags } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { auditLog, priceCampaigns, products } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { recordCatalogChange } from './search-index';

type CampaignRow = typeof priceCampaigns.$inferSelect;

const toView = (row: CampaignRow): PriceCampaign => ({
  id: row.id,
  finalPrice: toReais(row.finalPriceCents),
  inCashPrice: row.inCashPriceCents === null ? null : toReais(row.inCashPriceCents),
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status,
  createdBy: row.createdBy,
});

async function productOf(db: Db, ctx: BackOfficeContext, productId: number) {
  const [product] = await db
    .select({ id: products.id, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), eq(products.id, productId)));
  if (!product) throw new NotFoundError('backOffice.products.notFound');
  return product;
}

/** GET /admin/products/{id}/campaigns: the product's campaigns, the latest first. */
export async function listPriceCampaigns(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number },
): Promise<PriceCampaign[]> {
  requireArea(ctx, 'catalog');
  await productOf(db, ctx, input.productId);
  const rows = await db
    .select()
    .from(priceCampaigns)
    .where(
      and(eq(priceCampaigns.tenantId, ctx.tenantId), eq(priceCampaigns.productId, input.productId)),
    )
    .orderBy(desc(priceCampaigns.startsAt), desc(priceCampaigns.id));
  return rows.map(toView);
}

/**
 * POST /admin/products/{id}/campaigns: a campaign price from `startsAt` to `endsAt`. Refused on
 * its fields (nothing stored) when it ends before it starts or in the past, is above the 'De'
 * price, or overlaps another campaign of the product that is not over.
 */
export async function schedulePriceCampaign(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number; campaign: PriceCampaignValues },
  now: Date = new Date(),
): Promise<PriceCampaign> {
  const actor = requireArea(ctx, 'catalog');
  const values = input.campaign;
  return db.transaction(async (tx) => {
    const product = await productOf(tx, ctx, input.productId);
    const finalPriceCents = toCents(values.finalPrice);
    if (finalPriceCents > product.priceCents)
      throw new ValidationError('errors.validation', {
        finalPrice: [
          {
            key: 'backOffice.campaigns.aboveList',
            values: { price: formatMoney(product.priceCents, 'pt', 1) },
          },
        ],
      });
    if (values.endsAt <= now)
      throw new ValidationError('errors.validation', {
        endsAt: ['backOffice.campaigns.endInPast'],
      });
    const [overlap] = await tx
      .select({ id: priceCampaigns.id })
      .from(priceCampaigns)
      .where(
        and(
          eq(priceCampaigns.productId, product.id),
          inArray(priceCampaigns.status, ['scheduled', 'active']),
          sql`${priceCampaigns.startsAt} < ${values.endsAt} and ${priceCampaigns.endsAt} > ${values.startsAt}`,
        ),
      )
      .limit(1);
    if (overlap)
      throw new ValidationError('errors.validation', {
        startsAt: ['backOffice.campaigns.overlap'],
      });
    const [row] = await tx
      .insert(priceCampaigns)
      .values({
        tenantId: ctx.tenantId,
        productId: product.id,
        finalPriceCents,
        inCashPriceCents: values.inCashPrice === null ? null : toCents(values.inCashPrice),
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        createdBy: actor.kind === 'operator' ? actor.operator.email : actor.name,
      })
      .returning();
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'product.campaign.schedule',
        entity: 'product',
        entityId: product.id,
        before: null,
        after: { campaign: row!.id, ...toView(row!) },
      },
    );
    return toView(row!);
  });
}

/**
 * DELETE /admin/products/{id}/campaigns/{campaign}: a campaign called off. A running one gives
 * the product its prices back at once (the caller revalidates what it answers).
 */
export async function cancelPriceCampaign(
  db: Db,
  ctx: BackOfficeContext,
  input: { productId: number; campaign: number },
): Promise<{ campaign: PriceCampaign; tags: string[] }> {
  const actor = requireArea(ctx, 'catalog');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(priceCampaigns)
      .where(
        and(
          eq(priceCampaigns.tenantId, ctx.tenantId),
          eq(priceCampaigns.productId, input.productId),
          eq(priceCampaigns.id, input.campaign),
          inArray(priceCampaigns.status, ['scheduled', 'active']),
        ),
      )
      .for('update');
    if (!row) throw new NotFoundError('backOffice.campaigns.notFound');
    const tags = row.status === 'active' ? await restorePrices(tx, row) : [];
    const [canceled] = await tx
      .update(priceCampaigns)
      .set({ status: 'canceled' })
      .where(eq(priceCampaigns.id, row.id))
      .returning();
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'product.campaign.cancel',
        entity: 'product',
        entityId: row.productId,
        before: { campaign: row.id, status: row.status },
        after: { campaign: row.id, status: 'canceled' },
      },
    );
    return { campaign: toView(canceled!), tags };
  });
}

/** The product's prices as they were before the campaign; the tags of what shows them. */
async function restorePrices(tx: Db, row: CampaignRow): Promise<string[]> {
  const [product] = await tx
    .update(products)
    .set({
      finalPriceCents: row.previousFinalPriceCents ?? undefined,
      inCashPriceCents: row.previousInCashPriceCents,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, row.productId))
    .returning({ id: products.id, url: products.url });
  await recordCatalogChange(tx, { tenantId: row.tenantId }, { productIds: [row.productId] });
  return productTags(row.tenantId, product!);
}

/** How many campaigns one run takes (they are few; the next run takes the rest). */
const RUN_BATCH = 50;

/**
 * The job runner's step (lib/server/jobs.ts): every campaign whose start has come goes on (its
 * prices replace the product's, which are kept) and every running one whose end has come goes
 * off (the kept prices come back). Rows are claimed with FOR UPDATE SKIP LOCKED, so among many
 * instances each switch happens once. Each is audited as the system's, in its own transaction.
 * Answers the cache tags to revalidate.
 */
export async function switchDuePriceCampaigns(db: Db, now: Date = new Date()): Promise<string[]> {
  const stale: string[] = [];
  for (let taken = 0; taken < RUN_BATCH; taken++) {
    const tags = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(priceCampaigns)
        .where(
          sql`(${priceCampaigns.status} = 'scheduled' and ${priceCampaigns.startsAt} <= ${now}) or (${priceCampaigns.status} = 'active' and ${priceCampaigns.endsAt} <= ${now})`,
        )
        .orderBy(asc(priceCampaigns.startsAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      if (row.status === 'active' || row.endsAt <= now) {
        // Over (or both start and end passed while no runner ran): the product's own prices.
        const restored = row.status === 'active' ? await restorePrices(tx, row) : [];
        await tx
          .update(priceCampaigns)
          .set({ status: 'ended' })
          .where(eq(priceCampaigns.id, row.id));
        await auditSystem(tx, row, 'product.campaign.end');
        return restored;
      }
      const [product] = await tx
        .select({
          url: products.url,
          finalPriceCents: products.finalPriceCents,
          inCashPriceCents: products.inCashPriceCents,
        })
        .from(products)
        .where(eq(products.id, row.productId))
        .for('update');
      await tx
        .update(priceCampaigns)
        .set({
          status: 'active',
          previousFinalPriceCents: product!.finalPriceCents,
          previousInCashPriceCents: product!.inCashPriceCents,
        })
        .where(eq(priceCampaigns.id, row.id));
      await tx
        .update(products)
        .set({
          finalPriceCents: row.finalPriceCents,
          inCashPriceCents: row.inCashPriceCents,
          version: sql`${products.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, row.productId));
      await recordCatalogChange(tx, { tenantId: row.tenantId }, { productIds: [row.productId] });
      await auditSystem(tx, row, 'product.campaign.start');
      return productTags(row.tenantId, { id: row.productId, url: product!.url });
    });
    if (tags === null) break;
    stale.push(...tags);
  }
  return [...new Set(stale)];
}

async function auditSystem(tx: Db, row: CampaignRow, action: string): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: row.tenantId,
    actor: 'system',
    actorLabel: 'system',
    action,
    entity: 'product',
    entityId: String(row.productId),
    before: null,
    after: { campaign: row.id, finalPriceCents: row.finalPriceCents },
  });
}
