'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import { summaryAmountText, type OrderSummaryLine } from '@/lib/domain/order-summary';
import { SummaryLinesView, type SummaryPlace } from './summary-lines-view';

export type { SummaryPlace } from './summary-lines-view';

/**
 * An order's summary lines (lib/domain/order-summary.ts): Subtotal, Desconto, Desconto no Pix,
 * Frete, Juros do parcelamento, Total. The checkout's review and every view of the placed order
 * show them through this one component (the back-office through its view), so they read the same.
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
    <SummaryLinesView
      lines={lines}
      place={place}
      className={className}
      label={(kind) => t(kind)}
      amount={(line) => summaryAmountText(line, money, t('free'))}
    />
  );
}
