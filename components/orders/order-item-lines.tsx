'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { PlacedOrder } from '@/lib/contracts/orders';
import { toCents } from '@/lib/domain/money';
import type { SummaryPlace } from './order-summary-lines';

/** A line of a cart or of a placed order, as the summary lists it. */
export type SummaryItem = Pick<
  PlacedOrder['items'][number],
  'id' | 'parent' | 'type' | 'name' | 'quantity' | 'price' | 'mediaUrl'
>;

/**
 * What the order buys, as the checkout's review and every view of the placed order list it: each
 * product or kit with its price, and under it its add-ons (an extended warranty) with theirs and a
 * kit's parts (inside the kit's price). The prices listed add up to the subtotal.
 */
export function OrderItemLines({
  items,
  place,
  className = '',
}: {
  items: readonly SummaryItem[];
  place: SummaryPlace;
  className?: string;
}) {
  const t = useTranslations('orders');
  const money = useMoney();
  const ordered = items
    .filter((i) => i.parent === null)
    .flatMap((line) => [line, ...items.filter((i) => i.parent === line.id)]);
  return (
    <ul className={className}>
      {ordered.map((item) => {
        const child = item.parent !== null;
        const kitPart = child && item.type !== 'addon';
        return (
          <li
            key={item.id}
            data-testid={place === 'checkout' ? 'checkout-line' : 'order-item'}
            className={`flex items-center gap-3 p-3 ${child ? 'pl-10 text-sm' : ''}`}
          >
            {item.mediaUrl && !child && (
              // eslint-disable-next-line @next/next/no-img-element -- product images are small SVGs
              <img src={item.mediaUrl} alt="" width={56} height={56} className="size-14 rounded" />
            )}
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 font-medium">{item.name}</p>
              <p className="text-xs text-neutral-500">
                {t('quantity')}: {item.quantity}
              </p>
            </div>
            {!kitPart && (
              <p className="shrink-0 font-medium" data-testid="item-price">
                {money(toCents(item.price) * item.quantity)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
