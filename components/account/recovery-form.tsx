'use client';

import { useTranslations } from 'next-intl';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestRecovery } from '@/lib/api-client/customer';
import { useContractForm } from '@/components/ui/use-contract-form';
import { recoveryBody } from '@/lib/contracts/customer';
import { FormField } from '@/components/ui/form-field';
import { primaryButtonClass } from '@/components/ui/button-classes';

/**
 * The login form's forgot-password mode (SPEC.md sections 4 and 8): the e-mail is required; on
 * success 'Visualize seu email para recuperação de senha.', the form resets and `onSent` closes
 * the panel; a failure shows the server's message.
 */
export function RecoveryForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const t = useTranslations('account');
  const snackbar = useSnackbar();
  const hydrated = useHydrated();
  const form = useContractForm(recoveryBody, { email: '' });
  const recovery = useApiMutation({
    mutationFn: requestRecovery,
    onSuccess: (message) => {
      snackbar(message || t('recoverySent'), 'success', { action: 'recovery' });
      form.form.reset();
      onSent();
    },
    reportTo: { ...form.reportTo, action: 'recovery' },
  });

  const submit = form.submit(async (body) => {
    await recovery.mutateAsync(body);
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <div>
        <p className="font-semibold">{t('recoveryHeading')}</p>
        <p className="mt-1 text-sm text-neutral-600">{t('recoveryIntro')}</p>
      </div>
      <FormField {...form.field('email')} label={t('email')} type="email" autoComplete="email" />
      <button type="submit" disabled={form.busy || !hydrated} className={primaryButtonClass}>
        {t('recoverySubmit')}
      </button>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-start text-sm font-medium text-[var(--store-primary)] underline"
      >
        {t('backToLogin')}
      </button>
    </form>
  );
}
