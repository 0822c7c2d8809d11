import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { cleanPopup } from '@/lib/content/popups';
import {
  POPUP_TEXT_FIELDS,
  popupPreviewBody,
  type AdminPopup,
  type AdminPopupValues,
  type PopupPreviewBody,
  type PopupStatus,
  type PopupTexts,
} from '@/lib/contracts/back-office-popups';
import type { PopupContent } from '@/lib/contracts/popups';
import { withTranslation } from '@/lib/domain/translations';
import { invalidate } from '@/lib/server/catalog-invalidation';
import type { Db } from '@/lib/server/db/client';
import { contentItems } from '@/lib/server/db/schema';
import { NotFoundError, ValidationError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { contentTags } from './content-changes';
import { popupTranslation } from './popups';

type PopupRow = typeof contentItems.$inferSelect;

/** The texts as stored: only those written, each a string (a hand-made JSON may hold others). */
function storedTexts(json: unknown): AdminPopup['content'] {
  if (typeof json !== 'object' || json === null) return {};
  const texts: AdminPopup['content'] = {};
  for (const key of POPUP_TEXT_FIELDS) {
    const value = (json as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') texts[key] = value;
  }
  return texts;
}

function statusOf(row: PopupRow, now: number): PopupStatus {
  if (!row.active) return 'inactive';
  if (row.endsAt && row.endsAt.getTime() <= now) return 'ended';
  if (row.startsAt && row.startsAt.getTime() > now) return 'scheduled';
  return 'active';
}

function toAdminPopup(row: PopupRow, now: number): AdminPopup {
  const en = storedTexts(popupTranslation(row.translations, 'en'));
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    active: row.active,
    audience: row.audience,
    pages: row.pages,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    content: storedTexts(row.json),
    translations: Object.keys(en).length > 0 ? { en } : {},
    status: statusOf(row, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readPopups(db: Db, tenantId: number, id?: number): Promise<PopupRow[]> {
  return db
    .select()
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, tenantId),
        id === undefined ? undefined : eq(contentItems.id, id),
      ),
    )
    .orderBy(desc(contentItems.updatedAt), desc(contentItems.id));
}

/** GET /admin/popups: the store's entry and exit pop-ups, the last changed first. */
export async function listAdminPopups(db: Db, ctx: BackOfficeContext): Promise<AdminPopup[]> {
  requireArea(ctx, 'content');
  const now = Date.now();
  return (await readPopups(db, ctx.tenantId)).map((row) => toAdminPopup(row, now));
}

/** Only the texts written: the JSON keeps no blank keys. */
const written = (texts: PopupTexts): Record<string, string> =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;

/** What the audit keeps of a pop-up: all of it but its status, which is the clock's. */
const auditOf = ({ status: _status, updatedAt: _updatedAt, id: _id, ...popup }: AdminPopup) =>
  popup;

/**
 * POST /admin/popups (no id) or PUT /admin/popups/{id}: a pop-up as its contract read it, audited;
 * the storefront's next pop-up list has it on every instance (the store's content tag).
 */
export async function saveAdminPopup(
  db: Db,
  ctx: BackOfficeContext,
  input: { id?: number; popup: AdminPopupValues },
): Promise<AdminPopup> {
  const actor = requireArea(ctx, 'content');
  const values = input.popup;
  const translations = Object.fromEntries(
    Object.entries(values.translations)
      .map(([locale, texts]) => [locale, written(texts)] as const)
      .filter(([, texts]) => Object.keys(texts).length > 0),
  );
  const fields = {
    name: values.name,
    type: values.type,
    active: values.active,
    audience: values.audience,
    pages: values.pages,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    json: written(values.content),
    translations,
    updatedAt: new Date(),
  };
  const saved = await db.transaction(async (tx) => {
    const [before] = input.id === undefined ? [] : await readPopups(tx, ctx.tenantId, input.id);
    if (input.id !== undefined && !before) throw new NotFoundError('backOffice.popups.notFound');
    const [row] = before
      ? await tx
          .update(contentItems)
          .set(fields)
          .where(and(eq(contentItems.tenantId, ctx.tenantId), eq(contentItems.id, before.id)))
          .returning()
      : await tx
          .insert(contentItems)
          .values({ ...fields, tenantId: ctx.tenantId })
          .returning();
    const now = Date.now();
    const after = toAdminPopup(row!, now);
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: before ? 'popup.update' : 'popup.create',
        entity: 'popup',
        entityId: after.id,
        before: before ? auditOf(toAdminPopup(before, now)) : null,
        after: auditOf(after),
      },
    );
    return after;
  });
  invalidate(contentTags(ctx.tenantId));
  return saved;
}

/**
 * DELETE /admin/popups/{id}: the pop-up is gone from the storefront and the list; audited. Answers
 * it as it was.
 */
export async function deleteAdminPopup(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number },
): Promise<AdminPopup> {
  const actor = requireArea(ctx, 'content');
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.tenantId, ctx.tenantId), eq(contentItems.id, input.id)))
      .returning();
    if (!row) throw new NotFoundError('backOffice.popups.notFound');
    const popup = toAdminPopup(row, Date.now());
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'popup.delete',
        entity: 'popup',
        entityId: row.id,
        before: auditOf(popup),
        after: null,
      },
    );
    return popup;
  });
  invalidate(contentTags(ctx.tenantId));
  return deleted;
}

/**
 * POST /admin/popups/preview: the texts as a shopper of the locale would get them from GET
 * /content (translation laid over the Portuguese, HTML sanitized), for the editor's preview.
 */
export function previewPopup(ctx: BackOfficeContext, input: PopupPreviewBody): PopupContent {
  requireArea(ctx, 'content');
  const body = popupPreviewBody.parse(input);
  const translation = body.locale === 'pt' ? undefined : body.translations[body.locale];
  const texts = withTranslation(written(body.content), translation && written(translation));
  const clean = cleanPopup(0, texts);
  // The contract refused what the storefront would; this is for a JSON its checks did not know.
  if (!clean)
    throw new ValidationError('errors.validation', {
      'content.title': ['backOffice.popups.empty'],
    });
  return clean;
}
