import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { PageEditor } from '@/components/admin/page-editor/page-editor';
import { blockCatalogue } from '@/components/content/registry';
import { backOfficeData } from '@/lib/back-office/data';
import { pageParams } from '@/lib/contracts/back-office-pages';
import { toLocale } from '@/lib/i18n/config';
import { messagesByLocale } from '@/lib/i18n/messages';
import { getPageEditor } from '@/lib/server/services/admin-pages';

type Props = PageProps<'/[tenant]/[locale]/admin/paginas/[id]'>;

/** `/admin/paginas/{id}`: the page builder on one page (owners and content operators). */
export default function AdminPageEditorPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Editor params={params} />
    </Suspense>
  );
}

async function Editor({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, id: rawId } = await params;
  const locale = toLocale(rawLocale);
  const id = pageParams.safeParse({ id: rawId });
  if (!id.success) notFound();
  const answer = await backOfficeData(tenant, locale, (db, ctx) =>
    getPageEditor(db, ctx, id.data.id),
  );
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const t = await getTranslations({ locale, namespace: 'backOffice.pages.form' });
  // The blocks' and their fields' names travel as props: only those the editor shows.
  const { blocks, fields } = messagesByLocale[locale].backOffice.pages;
  return (
    <div className="mx-auto max-w-[100rem] px-4 py-6">
      <AdminMessages locale={locale}>
        <PageEditor
          page={answer.data}
          kinds={blockCatalogue()}
          blockLabels={blocks}
          fieldLabels={fields}
          formTexts={{
            add: t('add'),
            remove: t('remove'),
            moveUp: t('moveUp'),
            moveDown: t('moveDown'),
            none: t('none'),
            item: t('item', { n: '{n}' }),
            required: t('required'),
            yes: t('yes'),
            no: t('no'),
          }}
        />
      </AdminMessages>
    </div>
  );
}
