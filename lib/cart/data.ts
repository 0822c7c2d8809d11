import 'server-only';
import { cacheLife } from 'next/cache';
import type { Order } from '@/lib/contracts/cart';
import type { Locale } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/http/errors';
import { getSharedCart, hasSharedCart } from '@/lib/server/services/shared-carts';

const SHARE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether a shared-cart link exists, decided before the page streams so an unknown link is a
 * real 404 (a not-found inside the streamed cart would answer 200). A share is never changed
 * once written, so the answer is cached per store and link for a few minutes.
 */
export async function sharedCartExists(tenantId: number, id: string): Promise<boolean> {
  'use cache';
  if (!SHARE_ID.test(id)) return false;
  cacheLife('minutes');
  return hasSharedCart(await getDb(), { tenantId, locale: 'pt', customer: null }, { id });
}

/**
 * A shared cart priced now, for its page; null when the link is unknown. Not cached: it shows
 * today's prices and stock, and each link is opened by a handful of people.
 */
export async function loadSharedCart(
  tenantId: number,
  locale: Locale,
  id: string,
): Promise<Order | null> {
  if (!SHARE_ID.test(id)) return null;
  try {
    return await getSharedCart(await getDb(), { tenantId, locale, customer: null }, { id });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
