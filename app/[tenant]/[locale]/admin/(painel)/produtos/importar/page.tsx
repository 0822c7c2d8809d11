import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { ProductImport } from '@/components/admin/product-import';
import { backOfficeData } from '@/lib/back-office/data';
import { apiPath } from '@/lib/contracts/endpoints';
import { toLocale } from '@/lib/i18n/config';
import { requireArea } from '@/lib/server/services/back-office';

type Props = PageProps<'/[tenant]/[locale]/admin/produtos/importar'>;

/** `/admin/produtos/importar`: the catalog's CSV, checked and then imported. */
export default function ImportProductsPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <ImportProducts params={params} />
    </Suspense>
  );
}

async function ImportProducts({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, async (_db, ctx) =>
    requireArea(ctx, 'catalog'),
  );
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-8">
      <Link href="/admin/produtos" className="text-sm text-blue-800 underline">
        ← {t('productForm.back')}
      </Link>
      <h1 className="text-2xl font-bold">{t('import.heading')}</h1>
      <p className="text-sm">
        <a href={apiPath('exportAdminProducts')} download className="text-blue-800 underline">
          {t('import.template')}
        </a>
      </p>
      <AdminMessages locale={locale}>
        <ProductImport />
      </AdminMessages>
    </div>
  );
}
