import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/money';

/** SPEC.md section 8: shown on every page while the store is in maintenance. */
export async function MaintenanceBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'maintenance' });
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      {t('banner')}
    </div>
  );
}
