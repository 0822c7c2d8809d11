import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/money';
import { type InfoIcon } from './icons';
import { Icon } from '@/components/icons/icon';

const features: [InfoIcon, 'pix' | 'delivery' | 'warranty' | 'secure'][] = [
  ['pix', 'pix'],
  ['truck', 'delivery'],
  ['shield', 'warranty'],
  ['lock', 'secure'],
];

/** The home's feature strip (SPEC.md sections 2 and 9), under the content on every home. */
export async function FeatureStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pageBuilder.features' });
  return (
    <section aria-label={t('label')} className="border-y border-neutral-200 bg-neutral-50">
      <ul
        className="mx-auto grid max-w-7xl grid-cols-2 gap-4 px-4 py-6 md:grid-cols-4"
        data-testid="feature-strip"
      >
        {features.map(([icon, key]) => (
          <li key={key} className="flex items-center gap-3 text-sm font-semibold text-neutral-800">
            <span className="shrink-0 text-[var(--store-primary)]">
              <Icon name={icon} size={28} />
            </span>
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}
