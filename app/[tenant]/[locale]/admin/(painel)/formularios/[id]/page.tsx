import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { adminContactFormParams } from '@/lib/contracts/back-office-forms';
import { toLocale } from '@/lib/i18n/config';
import { FormEditorPage } from '../form-editor-page';

type Props = PageProps<'/[tenant]/[locale]/admin/formularios/[id]'>;

/** `/admin/formularios/{id}`: a contact form's builder. */
export default function ContactFormPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Editor params={params} />
    </Suspense>
  );
}

async function Editor({ params }: Pick<Props, 'params'>) {
  const { tenant, locale, id: rawId } = await params;
  const id = adminContactFormParams.safeParse({ id: rawId });
  if (!id.success) notFound();
  return <FormEditorPage tenant={tenant} locale={toLocale(locale)} id={id.data.id} />;
}
