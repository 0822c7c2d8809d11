'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { changePassword } from '@/lib/api-client/customer';
import { passwordChangeBody, type PasswordChangeForm as Form } from '@/lib/contracts/customer';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { AccountGuard } from './account-guard';

const empty: Form = { currentPassword: '', password: '', confirmation: '' };

/**
 * `/customer/account/update-password` (Alterar senha): the current password and the new one
 * twice. Done, the form empties; this browser stays logged in, the others are logged out.
 */
export function PasswordChangePage() {
  return (
    <AccountGuard>
      <PasswordChangeForm />
    </AccountGuard>
  );
}

function PasswordChangeForm() {
  const t = useTranslations('accountPassword');
  const snackbar = useSnackbar();
  const { fieldProps, setValues, busy, submit, reportTo } = useCheckedForm(
    passwordChangeBody,
    empty,
  );
  const change = useApiMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      snackbar(message, 'success');
      setValues(empty);
    },
    reportTo,
  });

  const send = (event: FormEvent) =>
    submit(event, async (body) => {
      await change.mutateAsync(body);
    });

  const field = (name: keyof Form, autoComplete: string) => (
    <FormField
      label={t(name)}
      {...fieldProps(name)}
      type="password"
      autoComplete={autoComplete}
      maxLength={255}
    />
  );

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-md gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <p className="text-sm text-neutral-600">{t('intro')}</p>
      {field('currentPassword', 'current-password')}
      {field('password', 'new-password')}
      {field('confirmation', 'new-password')}
      <button type="submit" disabled={busy} className={primaryButtonClass}>
        {t(busy ? 'saving' : 'save')}
      </button>
    </form>
  );
}
