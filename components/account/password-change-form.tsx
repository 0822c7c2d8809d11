'use client';

import { useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
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
  const {
    form,
    field: fieldProps,
    busy,
    submit,
    reportTo,
  } = useContractForm(passwordChangeBody, empty);
  const change = useApiMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      snackbar(message, 'success');
      form.reset(empty);
    },
    reportTo,
  });

  const send = submit(async (body) => {
    await change.mutateAsync(body);
  });

  const field = (name: keyof Form, autoComplete: string) => (
    <FormField {...fieldProps(name)} label={t(name)} type="password" autoComplete={autoComplete} />
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
