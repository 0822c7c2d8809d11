'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import {
  SUBTRACTED_LINES,
  summaryAmountText,
  type OrderSummaryLine,
  type OrderSummaryLineKind,
} from '@/lib/domain/order-summary';

/** Where the lines are shown: the checkout's review, or a placed order (their test ids). */
export type SummaryPlace = 'checkout' | 'order';

const LINE_ID: Record<OrderSummaryLineKind, string> = {
  subtotal: 'subtotal',
  discount: 'discount',
  pixDiscount: 'cash-discount',
  billetDiscount: 'cash-discount',
  shipping: 'shipping',
  interest: 'interest',
  total: 'total',
};

/**
 * An order's summary lines (lib/domain/order-summary.ts): Subtotal, Desconto, Desconto no Pix,
 * Frete, Juros do parcelamento, Total. The checkout's review and every view of the placed order
 * show them through this one component, so they read the same.
 */
export function OrderSummaryLines({
  lines,
  place,
  className = '',
}: {
  lines: readonly OrderSummaryLine[];
  place: SummaryPlace;
  className?: string;
}) {
  const t = useTranslations('orders.summary');
  const money = useMoney();
  return (
    <dl className={`grid gap-1.5 text-sm ${className}`}>
      {lines.map((line) => {
        const total = line.kind === 'total';
        const saving = SUBTRACTED_LINES.includes(line.kind);
        return (
          <div
            key={line.kind}
            className={`flex justify-between gap-4 ${total ? 'text-base font-semibold' : ''}`}
          >
            <dt>{t(line.kind)}</dt>
            <dd
              data-testid={`${place}-${LINE_ID[line.kind]}`}
              className={`text-right ${saving ? 'text-emerald-800' : ''}`}
            >
              {summaryAmountText(line, money, t('free'))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
