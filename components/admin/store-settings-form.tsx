'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useContractForm } from '@/components/ui/use-contract-form';
import { changeStoreSettings } from '@/lib/api-client/back-office';
import {
  HEADER_MESSAGE_MAX,
  storeSettingsChangeBody,
  type StoreSettingsView,
} from '@/lib/contracts/back-office-settings';

/**
 * The store's switches and texts (issue 30 item 5): maintenance and the top bar's message. Saved
 * together; the storefront shows them from its next page on every instance. Switching maintenance
 * on stops all sales, so it is asked again before it is saved.
 */
export function StoreSettingsForm({ settings }: { settings: StoreSettingsView }) {
  const t = useTranslations('backOffice.settings');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState(false);
  const { form, field, control, errorOf, submit, busy } = useContractForm(storeSettingsChangeBody, {
    maintenance: settings.maintenance,
    headerMessage: settings.headerMessage ?? '',
  });
  const save = async (values: z.output<typeof storeSettingsChangeBody>) => {
    const saved = await changeStoreSettings(values);
    snackbar(saved.maintenance ? t('savedClosed') : t('saved'), 'success');
    form.reset({ maintenance: saved.maintenance, headerMessage: saved.headerMessage ?? '' });
    router.refresh();
  };
  const onSubmit = submit(async (values) => {
    if (values.maintenance === true && !form.formState.defaultValues?.maintenance) setAsking(true);
    else await save(values);
  });
  const maintenance = control('maintenance');
  const maintenanceError = errorOf('maintenance');
  const described = [`${maintenance.id}-hint`, maintenance['aria-describedby']].filter(Boolean);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid max-w-2xl gap-5 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="store-settings-form"
    >
      <div className="flex items-start gap-3">
        <input
          {...maintenance}
          type="checkbox"
          role="switch"
          aria-describedby={described.join(' ')}
          className="mt-0.5 size-5"
        />
        <div>
          <label htmlFor={maintenance.id} className="text-sm font-medium">
            {t('maintenance')}
          </label>
          <p id={`${maintenance.id}-hint`} className="text-xs text-neutral-600">
            {t('maintenanceHint')}
          </p>
          {maintenanceError && (
            <p id={`${maintenance.id}-error`} className="mt-1 text-xs text-red-700">
              {maintenanceError}
            </p>
          )}
        </div>
      </div>
      <FormField
        {...field('headerMessage')}
        label={t('headerMessage')}
        hint={t('headerMessageHint', { max: HEADER_MESSAGE_MAX })}
        maxLength={HEADER_MESSAGE_MAX}
      />
      <button type="submit" disabled={busy} className={`${primaryButtonClass} justify-self-start`}>
        {busy ? t('saving') : t('save')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('confirmMaintenance')}
        text={t('confirmMaintenanceText')}
        confirm={t('confirmMaintenanceYes')}
        cancel={t('cancel')}
        onConfirm={() => {
          setAsking(false);
          void submit(save)();
        }}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}
