import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { ProductEditorPage } from '@/components/admin/product-editor-page';
import { backOfficeData } from '@/lib/back-office/data';
import { adminProductParams } from '@/lib/contracts/back-office-products';
import { toLocale } from '@/lib/i18n/config';
import { listCategoryOptions } from '@/lib/server/services/admin-categories';
import { productEditorChoices } from '@/lib/server/services/admin-product-relations';
import { productMediaList } from '@/lib/server/services/admin-media';
import { getAdminProduct } from '@/lib/server/services/admin-products';
import { listPriceCampaigns } from '@/lib/server/services/price-campaigns';

type Props = PageProps<'/[tenant]/[locale]/admin/produtos/[id]'>;

/** `/admin/produtos/{id}`: a product's editor. */
export default function EditProductPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <EditProduct params={params} />
    </Suspense>
  );
}

async function EditProduct({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, id } = await params;
  const locale = toLocale(rawLocale);
  const parsed = adminProductParams.safeParse({ id });
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => {
    // Checked before the id: a visitor without the right learns nothing from a 404.
    const id = parsed.success ? parsed.data.id : 0;
    const [product, categories, choices, campaigns] = await Promise.all([
      getAdminProduct(db, ctx, { id }),
      listCategoryOptions(db, ctx),
      productEditorChoices(db, ctx),
      listPriceCampaigns(db, ctx, { productId: id }),
    ]);
    return {
      product,
      categories,
      choices,
      campaigns,
      medias: await productMediaList(db, ctx.tenantId, product.id),
    };
  });
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  return (
    <ProductEditorPage
      locale={locale}
      store={answer.store}
      product={answer.data.product}
      categories={answer.data.categories}
      choices={answer.data.choices}
      campaigns={answer.data.campaigns}
      medias={answer.data.medias}
    />
  );
}
