'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { checkedValues, useContractForm } from '@/components/ui/use-contract-form';
import { issueStoreApiKey, revokeStoreApiKey } from '@/lib/api-client/back-office';
import {
  apiKeyCreateBody,
  type ApiKeyCreateBody,
  type StoreApiKeyView,
} from '@/lib/contracts/back-office-operators';
import { API_KEY_SCOPES } from '@/lib/domain/back-office';

/**
 * Nova chave: its name and the areas it opens; the secret is shown once, with a copy button,
 * until the owner leaves the page.
 */
export function NewApiKeyForm() {
  const t = useTranslations('backOffice.keys');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [secret, setSecret] = useState<string | null>(null);
  const { form, field, errorOf, submit, busy } = useContractForm(
    apiKeyCreateBody,
    { name: '', scopes: ['catalog'] as string[] },
    { body: (values) => ({ ...values, scopes: checkedValues(values.scopes) }) },
  );
  const onSubmit = submit(async (values) => {
    const issued = await issueStoreApiKey(values as ApiKeyCreateBody);
    setSecret(issued.key);
    snackbar(t('created'), 'success');
    form.reset();
    router.refresh();
  });
  return (
    <div className="grid content-start gap-3">
      {secret && (
        <section
          aria-labelledby="new-key-heading"
          className="grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4"
          data-testid="new-api-key"
        >
          <h2 id="new-key-heading" className="font-semibold">
            {t('secretHeading')}
          </h2>
          <p className="text-sm">{t('secretText')}</p>
          <code className="rounded bg-white p-2 text-sm break-all" data-testid="api-key-secret">
            {secret}
          </code>
          <button
            type="button"
            className={`${secondaryButtonClass} justify-self-start`}
            onClick={async () => {
              await navigator.clipboard.writeText(secret);
              snackbar(t('copied'), 'success');
            }}
          >
            {t('copy')}
          </button>
        </section>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
        data-testid="api-key-form"
      >
        <h2 className="text-lg font-semibold">{t('new')}</h2>
        <FormField {...field('name')} label={t('name')} maxLength={80} />
        <fieldset>
          <legend className="text-sm font-medium">{t('scopes')}</legend>
          <div className="flex flex-wrap gap-x-6">
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={scope}
                  defaultChecked={scope === 'catalog'}
                  {...form.register('scopes')}
                  className="size-5"
                />
                {t(`scopeNames.${scope}`)}
              </label>
            ))}
          </div>
          {errorOf('scopes') && <p className="text-xs text-red-700">{errorOf('scopes')}</p>}
        </fieldset>
        <button
          type="submit"
          disabled={busy}
          className={`${primaryButtonClass} justify-self-start`}
        >
          {t('create')}
        </button>
      </form>
    </div>
  );
}

/** Revogar, after a confirmation: the key opens nothing from the next request. */
export function RevokeApiKey({ apiKey }: { apiKey: StoreApiKeyView }) {
  const t = useTranslations('backOffice.keys');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const revoke = useApiMutation({
    mutationFn: () => revokeStoreApiKey(apiKey.id),
    onSuccess: () => {
      snackbar(t('revoked_done'), 'success');
      router.refresh();
    },
  });
  if (apiKey.revokedAt) return null;
  return (
    <>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t('revokeName', { name: apiKey.name })}
        disabled={revoke.isPending}
        onClick={() => setAsking(true)}
      >
        {t('revoke')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('revokeName', { name: apiKey.name })}
        text={t('revokeConfirm', { name: apiKey.name })}
        confirm={t('revoke')}
        cancel={t('cancel')}
        onConfirm={() => {
          setAsking(false);
          revoke.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
