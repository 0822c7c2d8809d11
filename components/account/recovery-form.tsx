'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestRecovery } from '@/lib/api-client/customer';
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
  const tv = useTranslations();
  const snackbar = useSnackbar();
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recovery = useApiMutation({
    mutationFn: requestRecovery,
    onSuccess: (message) => {
      snackbar(message || t('recoverySent'), 'success', { action: 'recovery' });
      setEmail('');
      onSent();
    },
    reportTo: { action: 'recovery', fields: (found) => setError(found.email ?? null) },
  });
  const busy = recovery.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = recoveryBody.safeParse({ email });
    if (!parsed.success) {
      setError(tv(parsed.error.issues[0]!.message));
      return;
    }
    setError(null);
    recovery.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <div>
        <p className="font-semibold">{t('recoveryHeading')}</p>
        <p className="mt-1 text-sm text-neutral-600">{t('recoveryIntro')}</p>
      </div>
      <FormField
        id={`${id}-email`}
        label={t('email')}
        error={error}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={255}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <button type="submit" disabled={busy || !hydrated} className={primaryButtonClass}>
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
