import { STORE_TIME_ZONE } from '@/lib/domain/countdown';
import type { Locale } from '@/lib/domain/money';
import { intlLocale } from '@/lib/i18n/config';

/** `10 de novembro de 2026`: a post's day in the store's time zone, in the page's language. */
export function PostDate({
  iso,
  locale,
  className,
}: {
  iso: string;
  locale: Locale;
  className?: string;
}) {
  const text = new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
  return (
    <time dateTime={iso} className={className}>
      {text}
    </time>
  );
}
