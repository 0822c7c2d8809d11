import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { AppError, NotFoundError, UnauthorizedError } from '@/lib/server/http/errors';
import type { BackOfficeContext } from '@/lib/server/services/back-office';
import { loadSessionOperator, OPERATOR_SESSION_COOKIE } from '@/lib/server/services/operator-auth';
import { getStore, type Store } from '@/lib/store/data';
import type { Db } from '@/lib/server/db/client';

/**
 * The back-office as this request's visitor may see it, decided on the server from the /admin
 * session cookie: never cached. The store's pages of /admin read through here and call the same
 * services the API does, with the same checks (requireArea).
 */
export const backOfficeContext = cache(
  async (
    tenant: string,
    locale: Locale,
  ): Promise<{ store: Store; ctx: BackOfficeContext } | null> => {
    const store = await getStore(tenant);
    if (!store) return null;
    const jar = await cookies();
    const token = jar.get(OPERATOR_SESSION_COOKIE)?.value;
    const operator = token ? await loadSessionOperator(await getDb(), store.id, token) : null;
    return {
      store,
      ctx: {
        tenantId: store.id,
        locale,
        customer: null,
        actor: operator ? { kind: 'operator', operator } : null,
      },
    };
  },
);

export type BackOfficeAnswer<T> =
  | { access: 'allowed'; store: Store; ctx: BackOfficeContext; data: T }
  | { access: 'login'; store: Store }
  | { access: 'not-found' };

/**
 * A back-office page's data: `load` runs a service as the visitor; nobody logged in is the login
 * form, a refusal or a missing record the page's 404 (never another role's data).
 */
export async function backOfficeData<T>(
  tenant: string,
  locale: Locale,
  load: (db: Db, ctx: BackOfficeContext) => Promise<T>,
): Promise<BackOfficeAnswer<T>> {
  const found = await backOfficeContext(tenant, locale);
  if (!found) return { access: 'not-found' };
  if (!found.ctx.actor) return { access: 'login', store: found.store };
  try {
    return { access: 'allowed', ...found, data: await load(await getDb(), found.ctx) };
  } catch (error) {
    if (error instanceof UnauthorizedError) return { access: 'login', store: found.store };
    if (error instanceof NotFoundError) return { access: 'not-found' };
    if (error instanceof AppError && error.status === 422) return { access: 'not-found' };
    throw error;
  }
}
