import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { ProductEditorPage } from '@/components/admin/product-editor-page';
import { backOfficeData } from '@/lib/back-office/data';
import { toLocale } from '@/lib/i18n/config';
import { listCategoryOptions } from '@/lib/server/services/admin-categories';
import { productEditorChoices } from '@/lib/server/services/admin-product-relations';

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
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => {
    const [categories, choices] = await Promise.all([
      listCategoryOptions(db, ctx),
      productEditorChoices(db, ctx),
    ]);
    return { categories, choices };
  });
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  return (
    <ProductEditorPage
      locale={locale}
      store={answer.store}
      product={null}
      categories={answer.data.categories}
      choices={answer.data.choices}
    />
  );
}
