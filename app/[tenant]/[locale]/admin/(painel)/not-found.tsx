import { getTranslations } from 'next-intl/server';
import { locale } from 'next/root-params';
import { NotFoundSection } from '@/components/layout/not-found-section';
import { toLocale } from '@/lib/i18n/config';

/**
 * The back-office's not-found page: no such record, or not the operator's area (the same page
 * either way, so a role learns nothing of another's data).
 */
export default async function AdminNotFound() {
  const language = toLocale(await locale());
  const [errors, t] = await Promise.all([
    getTranslations({ locale: language, namespace: 'errors' }),
    getTranslations({ locale: language, namespace: 'backOffice' }),
  ]);
  return (
    <NotFoundSection
      title={errors('pageNotFound')}
      text={errors('pageNotFoundText')}
      backLabel={t('backToPanel')}
      backHref="/admin"
    />
  );
}
