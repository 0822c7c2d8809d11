import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';

import { hashToken, readToken } from '@/lib/server/auth/session';
import type { ApiKeyScope } from '@/lib/domain/back-office';
import type { Db } from '@/lib/server/db/client';
import { companies, storeApiKeys } from '@/lib/server/db/schema';
import { UnauthorizedError } from '@/lib/server/http/errors';
import type { TenantRef } from '@/lib/server/tenancy/resolve';

/** A store's key reads as one at a glance (in a log, in a leaked file) and as a live one. */
export const STORE_API_KEY_PREFIX = 'sk_live_';

/**
 * lastUsedAt answers "is this key still in use?", not "when was each call": it is written at most
 * once a minute per key, so a busy operator does not turn every read into a write.
 */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Whoever holds a store's key: the store it opens and the key's name (its actor in histories). */
export type StoreOperator = {
  keyId: number;
  name: string;
  tenant: TenantRef;
  /** The back-office areas the key opens (an ERP's price and stock pushes: catalog). */
  scopes: ApiKeyScope[];
};

/** The key a request carries: `Authorization: Bearer <key>` first, then `X-Api-Key`. */
export function readStoreApiKey(headers: Headers): string | null {
  return readToken(headers, undefined)?.token ?? (headers.get('x-api-key')?.trim() || null);
}

/**
 * The store a request's key belongs to, or 401 with nothing changed (no key, an unknown one, a
 * revoked one). The key is looked up by its SHA-256 through a unique index: the database compares
 * hashes, so how long an answer takes tells nothing about how much of a guessed key was right.
 */
export async function authenticateStoreApiKey(db: Db, headers: Headers): Promise<StoreOperator> {
  const key = readStoreApiKey(headers);
  if (!key) throw new UnauthorizedError('operator.keyMissing');
  const [row] = await db
    .select({
      keyId: storeApiKeys.id,
      name: storeApiKeys.name,
      scopes: storeApiKeys.scopes,
      lastUsedAt: storeApiKeys.lastUsedAt,
      tenant: {
        id: companies.id,
        slug: companies.slug,
        name: companies.name,
        maintenance: companies.maintenance,
      },
    })
    .from(storeApiKeys)
    .innerJoin(companies, eq(companies.id, storeApiKeys.tenantId))
    .where(and(eq(storeApiKeys.keyHash, hashToken(key)), isNull(storeApiKeys.revokedAt)))
    .limit(1);
  if (!row) throw new UnauthorizedError('operator.keyInvalid');
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS)
    await db.update(storeApiKeys).set({ lastUsedAt: now }).where(eq(storeApiKeys.id, row.keyId));
  return { keyId: row.keyId, name: row.name, tenant: row.tenant, scopes: row.scopes };
}

/**
 * A new key of a store, answered once: only its hash is stored, so it cannot be shown again.
 * `key` is given only by the demo seed (a documented value); a key already stored stays as it is,
 * revoked or not, so seeding twice changes nothing.
 */
export async function createStoreApiKey(
  db: Db,
  input: { tenantId: number; name: string; key?: string; scopes?: ApiKeyScope[] },
): Promise<string> {
  const key = input.key ?? `${STORE_API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  await db
    .insert(storeApiKeys)
    .values({
      tenantId: input.tenantId,
      name: input.name,
      keyHash: hashToken(key),
      ...(input.scopes ? { scopes: input.scopes } : {}),
    })
    .onConflictDoNothing({ target: storeApiKeys.keyHash });
  return key;
}

/** Revokes the store's active keys of that name (refused from the next request); how many. */
export async function revokeStoreApiKeys(
  db: Db,
  input: { tenantId: number; name: string },
): Promise<number> {
  const revoked = await db
    .update(storeApiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(storeApiKeys.tenantId, input.tenantId),
        eq(storeApiKeys.name, input.name),
        isNull(storeApiKeys.revokedAt),
      ),
    )
    .returning({ id: storeApiKeys.id });
  return revoked.length;
}
