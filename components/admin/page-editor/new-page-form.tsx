'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { useContractForm } from '@/components/ui/use-contract-form';
import { createPage } from '@/lib/api-client/back-office';
import { pageCreateBody } from '@/lib/contracts/back-office-pages';

/** A new page: its name and address; the editor opens on it once it exists. */
export function NewPageForm() {
  const t = useTranslations('backOffice.pages.create');
  const router = useRouter();
  const { field, submit, busy } = useContractForm(pageCreateBody, { name: '', url: '' });
  const onSubmit = submit(async (values) => {
    const page = await createPage(values);
    router.push(`/admin/paginas/${page.id}`);
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid content-start gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="new-page-form"
    >
      <h2 className="text-lg font-semibold">{t('heading')}</h2>
      <FormField {...field('name')} label={t('name')} maxLength={255} />
      <FormField {...field('url')} label={t('url')} hint={t('urlHint')} maxLength={200} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {t('submit')}
        </button>
        <Link href="/admin/paginas" className={secondaryButtonClass}>
          {t('cancel')}
        </Link>
      </div>
    </form>
  );
}
