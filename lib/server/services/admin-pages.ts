import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { blockProblems } from '@/components/content/registry';
import {
  pageCreateBody,
  pageDraft,
  pageDraftBody,
  pagePublishBody,
  type PageCreateBody,
  type PageDraft,
  type PageDraftBody,
  type PageEditorView,
  type PagePublishBody,
  type PageSummary,
  type PageVersion,
} from '@/lib/contracts/back-office-pages';
import { pageTranslations, type Block } from '@/lib/contracts/content';
import type { Locale } from '@/lib/domain/money';
import { HOME_PAGE_URL, type PageStatus } from '@/lib/domain/store-pages';
import { renderMessage } from '@/lib/i18n/messages';
import { invalidate } from '@/lib/server/catalog-invalidation';
import { tags } from '@/lib/server/cache-tags';
import type { Db } from '@/lib/server/db/client';
import { auditLog, contentPages, contentPageVersions, operators } from '@/lib/server/db/schema';
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '@/lib/server/http/errors';
import { logOf } from '@/lib/server/log.mjs';
import {
  recordAudit,
  requireArea,
  type BackOfficeActor,
  type BackOfficeContext,
} from './back-office';
import { contentTags } from './content-changes';
import { isUniqueViolation, leaveRedirect, urlTaken } from './store-urls';

const log = logOf('pages');
type PageRow = typeof contentPages.$inferSelect;

/** The page as it is live: what a draft starts from, and what the history keeps. */
function publishedState(row: PageRow): PageDraft {
  const json = row.json as { blocks?: unknown } | null;
  return {
    name: row.name,
    url: row.url,
    visible: row.visible,
    metaTitle: row.metaTitle,
    metaKeywords: row.metaKeywords,
    metaDescription: row.metaDescription,
    blocks: Array.isArray(json?.blocks) ? (json.blocks as Block[]) : [],
    // Stored as the draft's contract wrote them: its keys, none blank.
    translations: pageTranslations.catch({}).parse(row.translations) as PageDraft['translations'],
  };
}

/** The draft the editor works on: its own, else the page as published. */
const workingCopy = (row: PageRow): PageDraft =>
  row.draft ? pageDraft.parse(row.draft) : publishedState(row);

function statusOf(row: PageRow): PageStatus {
  if (row.publishAt) return 'scheduled';
  if (!row.publishedAt) return 'unpublished';
  return row.draft ? 'changed' : 'published';
}

const summary = (row: PageRow): PageSummary => ({
  id: row.id,
  name: row.draft ? workingCopy(row).name : row.name,
  url: row.url,
  status: statusOf(row),
  visible: row.visible,
  publishAt: row.publishAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Why a draft cannot be published, by field of the draft (`blocks.0.props.url`): the blocks'
 * schemas (the registry's, one for the editor, this check and the storefront).
 */
function draftProblems(draft: PageDraft): FieldErrors {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const problem of blockProblems(draft.blocks))
    (errors[`blocks.${problem.path}`] ??= []).push(problem.key);
  return errors;
}

/** The editor's answer; it renders the draft's problems in the caller's language (ADR 0020k). */
function editorView(row: PageRow, locale: Locale): PageEditorView {
  const draft = workingCopy(row);
  const problems: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(draftProblems(draft)))
    problems[field] = texts.map((text) => renderMessage(locale, text));
  return {
    ...summary(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    revision: row.draftRevision,
    draft,
    problems,
  };
}

const actorLabel = (actor: BackOfficeActor): string =>
  actor.kind === 'operator' ? actor.operator.email : actor.name;

/** What the audit keeps of a page: its fields, and how many blocks rather than the blocks. */
const audited = (page: PageDraft) => ({
  name: page.name,
  url: page.url,
  visible: page.visible,
  metaTitle: page.metaTitle,
  metaKeywords: page.metaKeywords,
  metaDescription: page.metaDescription,
  translations: page.translations,
  blocks: page.blocks.length,
});

async function pageRow(db: Db, tenantId: number, id: number, forUpdate = false) {
  const query = db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.tenantId, tenantId), eq(contentPages.id, id)));
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new NotFoundError('backOffice.pages.notFound');
  return row;
}

/** A URL another page, product or category has is refused on the address field. */
async function assertUrlFree(tx: Db, tenantId: number, url: string, page?: number) {
  if (await urlTaken(tx, tenantId, url, { page }))
    throw new ValidationError('errors.validation', { url: ['backOffice.pages.urlTaken'] });
}

/** GET /admin/pages: the store's content pages, the home first, then by name. */
export async function listPages(db: Db, ctx: BackOfficeContext): Promise<PageSummary[]> {
  requireArea(ctx, 'content');
  const rows = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.tenantId, ctx.tenantId))
    .orderBy(sql`${contentPages.url} = ${HOME_PAGE_URL} desc`, asc(contentPages.name));
  return rows.map(summary);
}

/** GET /admin/pages/{id}: the page in the editor. */
export async function getPageEditor(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
): Promise<PageEditorView> {
  requireArea(ctx, 'content');
  return editorView(await pageRow(db, ctx.tenantId, id), ctx.locale);
}

/** POST /admin/pages: a new, empty page; shoppers do not see it until it is published. */
export async function createPage(
  db: Db,
  ctx: BackOfficeContext,
  input: PageCreateBody,
): Promise<PageEditorView> {
  const actor = requireArea(ctx, 'content');
  const { name, url } = pageCreateBody.parse(input);
  const draft: PageDraft = {
    name,
    url,
    visible: true,
    metaTitle: null,
    metaKeywords: null,
    metaDescription: null,
    blocks: [],
    translations: {},
  };
  try {
    const row = await db.transaction(async (tx) => {
      await assertUrlFree(tx, ctx.tenantId, url);
      const [created] = await tx
        .insert(contentPages)
        .values({
          tenantId: ctx.tenantId,
          url,
          name,
          json: { blocks: [] },
          publishedAt: null,
          draft,
          draftRevision: 1,
        })
        .returning();
      await recordAudit(
        tx,
        { tenantId: ctx.tenantId, actor },
        {
          action: 'page.create',
          entity: 'page',
          entityId: created!.id,
          before: null,
          after: { name, url },
        },
      );
      return created!;
    });
    return editorView(row, ctx.locale);
  } catch (error) {
    // Two editors creating the same address at once: the second is told like any taken URL.
    if (isUniqueViolation(error))
      throw new ValidationError('errors.validation', { url: ['backOffice.pages.urlTaken'] });
    throw error;
  }
}

/**
 * PUT /admin/pages/{id}/draft: keeps the editor's work (not audited: it is saved as it is typed;
 * publishing is). A draft based on an older revision is refused (409): another editor saved in
 * between, and writing over their work would lose it.
 */
export async function savePageDraft(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
  input: PageDraftBody,
): Promise<PageEditorView> {
  requireArea(ctx, 'content');
  const { revision, draft } = pageDraftBody.parse(input);
  const row = await db.transaction(async (tx) => {
    const row = await pageRow(tx, ctx.tenantId, id, true);
    if (row.draftRevision !== revision) throw new ConflictError('backOffice.pages.draftConflict');
    if (row.url === HOME_PAGE_URL && draft.url !== HOME_PAGE_URL)
      throw new ValidationError('errors.validation', { url: ['backOffice.pages.homeUrl'] });
    if (draft.url !== row.url) await assertUrlFree(tx, ctx.tenantId, draft.url, row.id);
    const [saved] = await tx
      .update(contentPages)
      .set({ draft, draftRevision: row.draftRevision + 1 })
      .where(eq(contentPages.id, row.id))
      .returning();
    return saved!;
  });
  return editorView(row, ctx.locale);
}

/**
 * Puts `page` live in the row's transaction: the storefront's fields, a version in the history,
 * a redirect from the old address, and the tags of both addresses to expire.
 */
async function putLive(
  tx: Db,
  row: PageRow,
  page: PageDraft,
  by: { operatorId: number | null; label: string },
  /**
   * Published by the job: the draft stays when it changed after the schedule, and its revision
   * too, so that an editor still working on it saves on without a conflict.
   */
  scheduled: { keepDraft: boolean } | null,
): Promise<string[]> {
  const now = new Date();
  await tx
    .update(contentPages)
    .set({
      url: page.url,
      name: page.name,
      visible: page.visible,
      metaTitle: page.metaTitle,
      metaKeywords: page.metaKeywords,
      metaDescription: page.metaDescription,
      json: { blocks: page.blocks },
      translations: page.translations,
      publishedAt: row.publishedAt ?? now,
      updatedAt: now,
      draft: scheduled?.keepDraft ? row.draft : null,
      draftRevision: scheduled ? row.draftRevision : row.draftRevision + 1,
      scheduled: null,
      publishAt: null,
      publishBy: null,
    })
    .where(eq(contentPages.id, row.id));
  await tx.insert(contentPageVersions).values({
    tenantId: row.tenantId,
    pageId: row.id,
    snapshot: page,
    publishedAt: now,
    operatorId: by.operatorId,
    operatorLabel: by.label,
  });
  // A live page that moves leaves its old address leading to the new one, as products do.
  if (row.publishedAt && row.url !== page.url)
    await leaveRedirect(tx, row.tenantId, row.url, page.url);
  return [...contentTags(row.tenantId, row), tags.route(row.tenantId, page.url)];
}

/**
 * POST /admin/pages/{id}/publish: the draft goes live now, or is scheduled for `at` (its state
 * now, checked now). A draft with a block its schema refuses is not published: 422 with the
 * reason on each field.
 */
export async function publishPage(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
  input: PagePublishBody,
  now: Date = new Date(),
): Promise<PageEditorView> {
  const actor = requireArea(ctx, 'content');
  const { at, revision } = pagePublishBody.parse(input);
  const when = at ? new Date(at) : null;
  const { row, stale } = await db
    .transaction(async (tx) => {
      const row = await pageRow(tx, ctx.tenantId, id, true);
      // What the operator saw is what goes live: a draft saved by someone else since is not.
      if (revision !== undefined && revision !== row.draftRevision)
        throw new ConflictError('backOffice.pages.draftConflict');
      const page = workingCopy(row);
      const problems = draftProblems(page);
      if (Object.keys(problems).length > 0)
        throw new ValidationError('backOffice.pages.cannotPublish', problems);
      if (page.url !== row.url) await assertUrlFree(tx, ctx.tenantId, page.url, row.id);
      const audit = { tenantId: ctx.tenantId, actor };
      if (when && when > now) {
        await tx
          .update(contentPages)
          .set({
            scheduled: page,
            publishAt: when,
            publishBy: actor.kind === 'operator' ? actor.operator.id : null,
            draftRevision: row.draftRevision + 1,
          })
          .where(eq(contentPages.id, row.id));
        await recordAudit(tx, audit, {
          action: 'page.schedule',
          entity: 'page',
          entityId: row.id,
          before: { publishAt: row.publishAt?.toISOString() ?? null },
          after: { publishAt: when.toISOString() },
        });
        return { row: await pageRow(tx, ctx.tenantId, id), stale: [] };
      }
      const stale = await putLive(
        tx,
        row,
        page,
        {
          operatorId: actor.kind === 'operator' ? actor.operator.id : null,
          label: actorLabel(actor),
        },
        null,
      );
      await recordAudit(tx, audit, {
        action: 'page.publish',
        entity: 'page',
        entityId: row.id,
        before: row.publishedAt ? audited(publishedState(row)) : null,
        after: audited(page),
      });
      return { row: await pageRow(tx, ctx.tenantId, id), stale };
    })
    .catch((error: unknown) => {
      // Another page took the address between the check and the write.
      if (isUniqueViolation(error))
        throw new ValidationError('errors.validation', { url: ['backOffice.pages.urlTaken'] });
      throw error;
    });
  if (stale.length > 0) invalidate(stale);
  return editorView(row, ctx.locale);
}

/** DELETE /admin/pages/{id}/schedule: the scheduled publication is called off. */
export async function cancelPageSchedule(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
): Promise<PageEditorView> {
  const actor = requireArea(ctx, 'content');
  const row = await db.transaction(async (tx) => {
    const row = await pageRow(tx, ctx.tenantId, id, true);
    if (!row.publishAt) return row;
    const [saved] = await tx
      .update(contentPages)
      .set({ scheduled: null, publishAt: null, publishBy: null })
      .where(eq(contentPages.id, row.id))
      .returning();
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'page.unschedule',
        entity: 'page',
        entityId: row.id,
        before: { publishAt: row.publishAt.toISOString() },
        after: { publishAt: null },
      },
    );
    return saved!;
  });
  return editorView(row, ctx.locale);
}

/** GET /admin/pages/{id}/versions: each publication, newest first. */
export async function listPageVersions(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
): Promise<PageVersion[]> {
  requireArea(ctx, 'content');
  await pageRow(db, ctx.tenantId, id);
  const rows = await db
    .select()
    .from(contentPageVersions)
    .where(and(eq(contentPageVersions.tenantId, ctx.tenantId), eq(contentPageVersions.pageId, id)))
    .orderBy(desc(contentPageVersions.publishedAt), desc(contentPageVersions.id));
  return rows.map((v) => {
    const page = pageDraft.parse(v.snapshot);
    return {
      id: v.id,
      publishedAt: v.publishedAt.toISOString(),
      by: v.operatorLabel,
      name: page.name,
      url: page.url,
      blocks: page.blocks.length,
    };
  });
}

/**
 * POST /admin/pages/{id}/versions/{version}/restore: that publication becomes the draft, to be
 * looked at and published again (the storefront does not change until then).
 */
export async function restorePageVersion(
  db: Db,
  ctx: BackOfficeContext,
  id: number,
  version: number,
): Promise<PageEditorView> {
  const actor = requireArea(ctx, 'content');
  const row = await db.transaction(async (tx) => {
    const row = await pageRow(tx, ctx.tenantId, id, true);
    const [kept] = await tx
      .select()
      .from(contentPageVersions)
      .where(and(eq(contentPageVersions.pageId, row.id), eq(contentPageVersions.id, version)));
    if (!kept) throw new NotFoundError('backOffice.pages.versionNotFound');
    const draft = pageDraft.parse(kept.snapshot);
    // The home keeps its address whatever an old version said.
    if (row.url === HOME_PAGE_URL) draft.url = HOME_PAGE_URL;
    const [saved] = await tx
      .update(contentPages)
      .set({ draft, draftRevision: row.draftRevision + 1 })
      .where(eq(contentPages.id, row.id))
      .returning();
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'page.restore',
        entity: 'page',
        entityId: row.id,
        before: null,
        after: { version: kept.id, publishedAt: kept.publishedAt.toISOString() },
      },
    );
    return saved!;
  });
  return editorView(row, ctx.locale);
}

/** How many due pages one run publishes at most (the rest wait for the next run). */
const RUN_BATCH = 50;

/** A scheduled publication called off by the job (its URL taken, or it failed): audited. */
async function refuseSchedule(tx: Db, row: PageRow, reason: string, url: string) {
  await tx
    .update(contentPages)
    .set({ scheduled: null, publishAt: null, publishBy: null })
    .where(eq(contentPages.id, row.id));
  await tx.insert(auditLog).values({
    tenantId: row.tenantId,
    actor: 'system',
    actorLabel: 'system',
    action: 'page.schedule.refused',
    entity: 'page',
    entityId: String(row.id),
    before: { publishAt: row.publishAt?.toISOString() ?? null },
    after: { publishAt: null, url, reason },
  });
  log.warn({ page: row.id, url, reason }, 'scheduled page not published');
}

/**
 * The job runner's part (lib/server/jobs.ts): each page whose time has come goes live as it was
 * scheduled, claimed under FOR UPDATE SKIP LOCKED so that any number of instances may run it.
 * A page that cannot go live (its address taken meanwhile, or any failure) has its publication
 * called off, audited, and the run goes on with the next: one page never holds the others back.
 * Answers the cache tags to expire.
 */
export async function publishDuePages(db: Db, now: Date = new Date()): Promise<string[]> {
  const stale: string[] = [];
  for (let taken = 0; taken < RUN_BATCH; taken++) {
    let claimed: PageRow | undefined;
    let done: string[] | null;
    try {
      done = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(contentPages)
          .where(and(isNotNull(contentPages.publishAt), lte(contentPages.publishAt, now)))
          .orderBy(asc(contentPages.publishAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!row) return null;
        claimed = row;
        const page = pageDraft.parse(row.scheduled);
        if (
          page.url !== row.url &&
          (await urlTaken(tx, row.tenantId, page.url, { page: row.id }))
        ) {
          await refuseSchedule(tx, row, 'urlTaken', page.url);
          return [];
        }
        const [by] = row.publishBy
          ? await tx
              .select({ email: operators.email })
              .from(operators)
              .where(eq(operators.id, row.publishBy))
          : [];
        // The draft stays when it went on changing after the schedule; else it is what went live.
        const keepDraft =
          row.draft !== null && !isDeepStrictEqual(pageDraft.parse(row.draft), page);
        const tagsOf = await putLive(
          tx,
          row,
          page,
          { operatorId: row.publishBy, label: by?.email ?? 'system' },
          { keepDraft },
        );
        await tx.insert(auditLog).values({
          tenantId: row.tenantId,
          actor: 'system',
          actorLabel: 'system',
          action: 'page.publish',
          entity: 'page',
          entityId: String(row.id),
          before: row.publishedAt ? audited(publishedState(row)) : null,
          after: { ...audited(page), scheduledBy: by?.email ?? null },
        });
        return tagsOf;
      });
    } catch (error) {
      // Its transaction is gone: the publication is called off in one of its own, so that the
      // next run does not pick the same page first again. Failing that, the run stops here.
      if (!claimed) throw error;
      const failed: PageRow = claimed;
      log.error({ page: failed.id, err: error }, 'scheduled page failed to publish');
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(contentPages)
          .where(eq(contentPages.id, failed.id))
          .for('update');
        if (row?.publishAt)
          await refuseSchedule(tx, row, isUniqueViolation(error) ? 'urlTaken' : 'failed', row.url);
      });
      continue;
    }
    if (done === null) break;
    stale.push(...done);
  }
  return stale;
}
