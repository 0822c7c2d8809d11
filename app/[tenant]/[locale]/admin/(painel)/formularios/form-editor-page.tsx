import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminMessages } from '@/components/admin/admin-messages';
import { ContactFormEditor } from '@/components/admin/contact-form-editor';
import { backOfficeData } from '@/lib/back-office/data';
import type { Locale } from '@/lib/domain/money';
import { listAdminContactForms } from '@/lib/server/services/admin-forms';

/** A contact form's builder page: a new form (no id), or a saved one (404 when not the store's). */
export async function FormEditorPage({
  tenant,
  locale,
  id,
}: {
  tenant: string;
  locale: Locale;
  id: number | null;
}) {
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAdminContactForms(db, ctx));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const form = id === null ? null : (answer.data.find((f) => f.id === id) ?? null);
  if (id !== null && !form) notFound();
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice.forms' }),
    getTranslations({ locale, namespace: 'contact.form' }),
  ]);
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <Link href="/admin/formularios" className="justify-self-start text-blue-800 underline">
        {t('back')}
      </Link>
      <h1 className="text-2xl font-bold">{form ? form.name : t('new')}</h1>
      <AdminMessages locale={locale}>
        {/* Drawn again from what was saved (the ids the server made) after each save. */}
        <ContactFormEditor
          key={form ? JSON.stringify(form) : 'new'}
          form={form}
          chooseLabel={tc('choose')}
        />
      </AdminMessages>
    </div>
  );
}
