import { getTranslations } from 'next-intl/server';
import { locale } from 'next/root-params';
import { NotFoundSection } from '@/components/layout/not-found-section';
import { toLocale } from '@/lib/i18n/config';

/** The portal's not-found page: no such portal, or not the visitor's (the same page either way). */
export default async function PortalNotFound() {
  const t = await getTranslations({ locale: toLocale(await locale()), namespace: 'portal' });
  return (
    <NotFoundSection title={t('notFound')} text={t('notFoundText')} backLabel={t('backToStore')} />
  );
}
