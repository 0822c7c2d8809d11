import { getTranslations } from 'next-intl/server';
import { locale } from 'next/root-params';
import { NotFoundSection } from '@/components/layout/not-found-section';
import { toLocale } from '@/lib/i18n/config';

export default async function NotFound() {
  const t = await getTranslations({ locale: toLocale(await locale()), namespace: 'errors' });
  return (
    <NotFoundSection
      title={t('pageNotFound')}
      text={t('pageNotFoundText')}
      backLabel={t('backHome')}
    />
  );
}
