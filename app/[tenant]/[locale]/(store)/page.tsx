import { notFound } from 'next/navigation';
import { Home } from '@/components/content/home';
import { PageTypeMark } from '@/components/observability/page-type-mark';
import { toLocale } from '@/lib/i18n/config';
import { getStore } from '@/lib/store/data';

/** Home: router content `home` through the page builder, with the fixed home as fallback. */
export default async function HomePage({ params }: PageProps<'/[tenant]/[locale]'>) {
  const { tenant, locale } = await params;
  const store = await getStore(tenant);
  if (!store) notFound();
  return (
    <>
      <PageTypeMark type="home" />
      <Home store={store} locale={toLocale(locale)} />
    </>
  );
}
