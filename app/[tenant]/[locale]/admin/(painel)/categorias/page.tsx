import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ListWithEditor } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { CategoryForm } from '@/components/admin/category-controls';
import { CategoryTree } from '@/components/admin/category-tree';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { adminCategoryEditQuery } from '@/lib/contracts/back-office-catalog';
import { toLocale } from '@/lib/i18n/config';
import { listAdminCategories } from '@/lib/server/services/admin-categories';

type Props = PageProps<'/[tenant]/[locale]/admin/categorias'>;

/** `/admin/categorias`: the category tree, for the owner and the catalog operators. */
export default function AdminCategoriesPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminCategories params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function AdminCategories({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(adminCategoryEditQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminCategories(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const categories = answer.data;
  const editing = categories.find((c) => c.id === query.editar) ?? null;
  const parent = categories.find((c) => c.id === query.nova) ?? null;
  const t = await getTranslations({ locale, namespace: 'backOffice.categories' });
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="text-neutral-700">{t('intro')}</p>
      <AdminMessages locale={locale}>
        <ListWithEditor
          editorWidth="24rem"
          editorFirstOnPhone={Boolean(editing || parent)}
          list={<CategoryTree locale={locale} categories={categories} editing={editing?.id} />}
          editor={
            <CategoryForm
              key={editing ? `edit-${editing.id}` : `new-${parent?.id ?? 'top'}`}
              category={editing}
              parentId={parent?.id ?? null}
              categories={categories}
            />
          }
        />
      </AdminMessages>
    </div>
  );
}
