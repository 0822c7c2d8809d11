import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { cleanPopup } from '@/lib/content/popups';
import type { ContentItem } from '@/lib/contracts/popups';
import type { Locale } from '@/lib/domain/money';
import type { PopupType } from '@/lib/domain/popups';
import { withTranslation } from '@/lib/domain/translations';
import type { Db } from '@/lib/server/db/client';
import { contentItems } from '@/lib/server/db/schema';

/** A pop-up of the storefront with its schedule, which the answer applies at each request. */
export type ScheduledContentItem = ContentItem & {
  startsAt: string | null;
  endsAt: string | null;
};

/** The translation of a pop-up's texts for `locale`, if it has one. */
export function popupTranslation(translations: unknown, locale: Locale): unknown {
  return typeof translations === 'object' && translations !== null
    ? (translations as Record<string, unknown>)[locale]
    : undefined;
}

/**
 * GET /content: the store's active content items of the given types (all types when none is
 * given), oldest first, in the shopper's language (Portuguese where the team wrote no
 * translation), each with its JSON cleaned for the browser; malformed ones are left out. Their
 * schedule goes with them: the caller drops those not showing at its moment.
 */
export async function listContentItems(
  db: Db,
  ctx: { tenantId: number },
  input: { types: readonly PopupType[]; locale: Locale },
): Promise<ScheduledContentItem[]> {
  const rows = await db
    .select({
      id: contentItems.id,
      type: contentItems.type,
      json: contentItems.json,
      translations: contentItems.translations,
      audience: contentItems.audience,
      pages: contentItems.pages,
      startsAt: contentItems.startsAt,
      endsAt: contentItems.endsAt,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.tenantId, ctx.tenantId),
        eq(contentItems.active, true),
        input.types.length > 0 ? inArray(contentItems.type, [...input.types]) : undefined,
      ),
    )
    .orderBy(asc(contentItems.id));
  return rows.flatMap((row) => {
    const json = cleanPopup(
      row.id,
      withTranslation(row.json, popupTranslation(row.translations, input.locale)),
    );
    if (!json) return [];
    return [
      {
        id: row.id,
        type: row.type,
        json,
        // The defaults travel as nothing: the answer stays SPEC's { id, type, json }.
        ...(row.audience !== 'all' && { audience: row.audience }),
        ...(row.pages.length > 0 && { pages: row.pages }),
        startsAt: row.startsAt?.toISOString() ?? null,
        endsAt: row.endsAt?.toISOString() ?? null,
      },
    ];
  });
}
