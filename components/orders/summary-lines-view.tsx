import {
  SUBTRACTED_LINES,
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
 * The summary lines' markup, given their labels and amounts as text: the shopper's views
 * (OrderSummaryLines, in the shopper's currency) and the back-office's (in reais, on the server).
 */
export function SummaryLinesView({
  lines,
  place,
  className = '',
  label,
  amount,
}: {
  lines: readonly OrderSummaryLine[];
  place: SummaryPlace;
  className?: string;
  label: (kind: OrderSummaryLineKind) => string;
  amount: (line: OrderSummaryLine) => string;
}) {
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
            <dt>{label(line.kind)}</dt>
            <dd
              data-testid={`${place}-${LINE_ID[line.kind]}`}
              className={`text-right ${saving ? 'text-emerald-800' : ''}`}
            >
              {amount(line)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
