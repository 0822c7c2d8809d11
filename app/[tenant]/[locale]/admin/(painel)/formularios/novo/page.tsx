import { Suspense } from 'react';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { toLocale } from '@/lib/i18n/config';
import { FormEditorPage } from '../form-editor-page';

type Props = PageProps<'/[tenant]/[locale]/admin/formularios/novo'>;

/** `/admin/formularios/novo`: a new contact form. */
export default function NewContactFormPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Editor params={params} />
    </Suspense>
  );
}

async function Editor({ params }: Pick<Props, 'params'>) {
  const { tenant, locale } = await params;
  return <FormEditorPage tenant={tenant} locale={toLocale(locale)} id={null} />;
}
