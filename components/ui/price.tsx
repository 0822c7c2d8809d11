import { formatMoney, type Locale } from '@/lib/domain/money';

/** A price in the shopper's currency: BRL for pt, USD (store rate) for en-US. */
export function Price({
  cents,
  locale,
  usdPerBrl,
  className,
}: {
  cents: number;
  locale: Locale;
  usdPerBrl: number;
  className?: string;
}) {
  return (
    <span className={className} data-price-cents={cents}>
      {formatMoney(cents, locale, usdPerBrl)}
    </span>
  );
}
