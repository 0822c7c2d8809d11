import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { ProductEditorPage } from '@/components/admin/product-editor-page';
import { backOfficeData } from '@/lib/back-office/data';
import { toLocale } from '@/lib/i18n/config';
import { listCategoryOptions } from '@/lib/server/services/admin-categories';

type Props = PageProps<'/[tenant]/[locale]/admin/produtos/novo'>;

/** `/admin/produtos/novo`: a new product. */
export default function NewProductPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <NewProduct params={params} />
    </Suspense>
  );
}

async function NewProduct({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listCategoryOptions(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  return (
    <ProductEditorPage
      locale={locale}
      store={answer.store}
      product={null}
      categories={answer.data}
    />
  );
}
