'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { addStoreDomain, removeStoreDomain } from '@/lib/api-client/back-office';
import { storeDomainBody } from '@/lib/contracts/back-office-settings';

/**
 * The host names the store answers at (issue 30 item 5): each with Remover after a confirmation
 * (not the one the owner is on, nor the last: the API refuses both), and a field to add one.
 */
export function StoreDomains({ domains, current }: { domains: string[]; current: string }) {
  const t = useTranslations('backOffice.settings');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [removing, setRemoving] = useState<string | null>(null);
  const { form, field, submit, busy } = useContractForm(storeDomainBody, { domain: '' });
  const onSubmit = submit(async (values) => {
    await addStoreDomain(values);
    snackbar(t('domainAdded'), 'success');
    form.reset({ domain: '' });
    router.refresh();
  });
  const remove = useApiMutation({
    mutationFn: (domain: string) => removeStoreDomain(domain),
    onSuccess: () => {
      snackbar(t('domainRemoved'), 'success');
      router.refresh();
    },
  });
  return (
    <section
      aria-labelledby="store-domains-heading"
      className="grid max-w-2xl gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <div>
        <h2 id="store-domains-heading" className="text-sm font-medium">
          {t('domainsLegend')}
        </h2>
        <p className="text-xs text-neutral-600">{t('domainsHint')}</p>
      </div>
      <ul className="grid gap-2">
        {domains.map((domain) => (
          <li key={domain} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <code>{domain}</code>
              {domain === current && (
                <span className="ml-2 text-xs text-neutral-600">({t('currentDomain')})</span>
              )}
            </span>
            {domain !== current && domains.length > 1 && (
              <button
                type="button"
                className={secondaryButtonClass}
                aria-label={t('removeDomain', { domain })}
                disabled={remove.isPending}
                onClick={() => setRemoving(domain)}
              >
                {t('remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
        <div className="min-w-60 flex-1">
          <FormField
            {...field('domain')}
            label={t('newDomain')}
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {t('addDomain')}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeDomain', { domain: removing ?? '' })}
        text={t('removeDomainConfirm', { domain: removing ?? '' })}
        confirm={t('remove')}
        cancel={t('cancel')}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
