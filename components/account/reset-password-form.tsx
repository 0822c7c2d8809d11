'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestPasswordReset } from '@/lib/api-client/customer';
import { newPasswordForm } from '@/lib/contracts/customer';
import { FormField } from '@/components/ui/form-field';
import { primaryButtonClass } from '@/components/ui/button-classes';

type Field = 'password' | 'confirmation';

/**
 * `/user/recovery/{token}`: the new password, twice. Done, the customer is sent to the login
 * page; a link already used or expired says so and points to 'Esqueci minha senha'.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const snackbar = useSnackbar();
  const router = useRouter();
  const hydrated = useHydrated();
  const {
    field: fieldProps,
    busy,
    submit,
    reportTo,
  } = useContractForm(newPasswordForm, {
    password: '',
    confirmation: '',
  });
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const reset = useApiMutation({
    mutationFn: (password: string) => requestPasswordReset(token, { password }),
    onSuccess: (message) => {
      snackbar(message, 'success', { keepOnNavigation: true });
      router.push('/onestepcheckout/login');
    },
    // A link already used or expired (404) takes the form's place with its message; the
    // snackbar says it too, as any refusal.
    onError: (error) => {
      const { message, status } = error as Error & { status?: number };
      if (status === 404) setInvalidLink(message);
    },
    reportTo,
  });

  const send = submit(async ({ password }) => {
    await reset.mutateAsync(password);
  });

  if (invalidLink)
    return (
      <p role="alert" className="mt-6 max-w-md rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {invalidLink}
      </p>
    );

  const field = (name: Field, label: string) => (
    <FormField {...fieldProps(name)} label={label} type="password" autoComplete="new-password" />
  );

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-md gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <p className="text-sm text-neutral-600">{t('resetIntro')}</p>
      {field('password', t('newPassword'))}
      {field('confirmation', t('confirmPassword'))}
      <button type="submit" disabled={busy || !hydrated} className={primaryButtonClass}>
        {t('resetSubmit')}
      </button>
    </form>
  );
}
