import 'server-only';
import type { Order } from '@/lib/contracts/cart';
import type { Locale } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { NotFoundError } from '@/lib/server/http/errors';
import { getSharedCart } from '@/lib/server/services/shared-carts';

/**
 * A shared cart priced now, for its page; null when the link is unknown. Not cached: it shows
 * today's prices and stock, and each link is opened by a handful of people.
 */
export async function loadSharedCart(
  tenantId: number,
  locale: Locale,
  id: string,
): Promise<Order | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) return null;
  try {
    return await getSharedCart(await getDb(), { tenantId, locale, customer: null }, { id });
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
