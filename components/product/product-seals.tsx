import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/money';
import type { ProductSeal } from '@/lib/domain/product-seals';

const SEALS: { key: ProductSeal; icon: string }[] = [
  { key: 'sealSecure', icon: 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Z' },
  {
    key: 'sealWarranty',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 14-4-4 1.4-1.4 2.6 2.6 5.6-5.6L18 9l-7 7Z',
  },
  { key: 'sealInvoice', icon: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5M9 12h8M9 16h8' },
  { key: 'sealPix', icon: 'M12 3 3 12l9 9 9-9-9-9Zm0 4 5 5-5 5-5-5 5-5Z' },
];

/** The product's quality seals beside the buy button (SPEC.md "Product actions"), if any. */
export async function ProductSeals({ locale, seals }: { locale: Locale; seals: ProductSeal[] }) {
  if (seals.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'productPage' });
  return (
    <ul aria-label={t('seals')} className="mt-5 grid grid-cols-2 gap-3 text-xs text-neutral-700">
      {SEALS.filter((s) => seals.includes(s.key)).map((s) => (
        <li key={s.key} className="flex items-center gap-2 rounded-lg bg-neutral-50 p-2">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 fill-[var(--store-primary)]"
          >
            <path d={s.icon} />
          </svg>
          {t(s.key)}
        </li>
      ))}
    </ul>
  );
}
