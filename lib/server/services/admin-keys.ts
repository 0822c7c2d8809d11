import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { IssuedApiKey, StoreApiKeyView } from '@/lib/contracts/back-office-operators';
import type { ApiKeyScope } from '@/lib/domain/back-office';
import { hashToken } from '@/lib/server/auth/session';
import type { Db } from '@/lib/server/db/client';
import { storeApiKeys } from '@/lib/server/db/schema';
import { NotFoundError } from '@/lib/server/http/errors';
import { recordAudit, requireArea, type BackOfficeContext } from './back-office';
import { createStoreApiKey } from './store-api-keys';

const view = (row: typeof storeApiKeys.$inferSelect): StoreApiKeyView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** GET /admin/keys: the store's API keys, newest first, revoked ones too (owners only). */
export async function listStoreApiKeys(db: Db, ctx: BackOfficeContext): Promise<StoreApiKeyView[]> {
  requireArea(ctx, 'operators');
  const rows = await db
    .select()
    .from(storeApiKeys)
    .where(eq(storeApiKeys.tenantId, ctx.tenantId))
    .orderBy(desc(storeApiKeys.createdAt), desc(storeApiKeys.id));
  return rows.map(view);
}

/**
 * POST /admin/keys: a new key with the areas it opens, answered once with its secret (only its
 * hash is kept). Audited without the secret.
 */
export async function issueStoreApiKey(
  db: Db,
  ctx: BackOfficeContext,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<IssuedApiKey> {
  const actor = requireArea(ctx, 'operators');
  const scopes = [...new Set(input.scopes)];
  return db.transaction(async (tx) => {
    const key = await createStoreApiKey(tx, { tenantId: ctx.tenantId, name: input.name, scopes });
    const [row] = await tx
      .select()
      .from(storeApiKeys)
      .where(eq(storeApiKeys.keyHash, hashToken(key)));
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'apiKey.create',
        entity: 'apiKey',
        entityId: row!.id,
        before: null,
        after: { name: row!.name, scopes },
      },
    );
    return { ...view(row!), key };
  });
}

/** DELETE /admin/keys/{id}: the key stops opening anything at once, for good. */
export async function revokeStoreApiKey(
  db: Db,
  ctx: BackOfficeContext,
  input: { id: number },
): Promise<StoreApiKeyView> {
  const actor = requireArea(ctx, 'operators');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeApiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(storeApiKeys.tenantId, ctx.tenantId),
          eq(storeApiKeys.id, input.id),
          isNull(storeApiKeys.revokedAt),
        ),
      )
      .returning();
    if (!row) throw new NotFoundError('backOffice.keys.notFound');
    await recordAudit(
      tx,
      { tenantId: ctx.tenantId, actor },
      {
        action: 'apiKey.revoke',
        entity: 'apiKey',
        entityId: row.id,
        before: { revoked: false },
        after: { revoked: true },
      },
    );
    return view(row);
  });
}
