'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestPasswordReset } from '@/lib/api-client/customer';
import { newPassword } from '@/lib/contracts/customer';
import { FormField, submitButtonClass } from '@/components/ui/form-field';

type Field = 'password' | 'confirmation';

/**
 * `/user/recovery/{token}`: the new password, twice. Done, the customer is sent to the login
 * page; a link already used or expired says so and points to 'Esqueci minha senha'.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('account');
  const tv = useTranslations();
  const snackbar = useSnackbar();
  const router = useRouter();
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const parsed = newPassword.safeParse(values.password);
    if (!parsed.success) found.password = tv(parsed.error.issues[0]!.message);
    if (values.confirmation !== values.password) found.confirmation = t('passwordsDiffer');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      snackbar(await requestPasswordReset(token, { password: values.password }), 'success');
      router.push('/onestepcheckout/login');
    } catch (error) {
      const { message, status } = error as Error & { status?: number };
      if (status === 404) setInvalidLink(message);
      snackbar(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  if (invalidLink)
    return (
      <p role="alert" className="mt-6 max-w-md rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {invalidLink}
      </p>
    );

  const field = (name: Field, label: string) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      name={name}
      type="password"
      autoComplete="new-password"
      maxLength={255}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
    />
  );

  return (
    <form
      onSubmit={submit}
      method="post"
      noValidate
      className="mt-6 grid max-w-md gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <p className="text-sm text-neutral-600">{t('resetIntro')}</p>
      {field('password', t('newPassword'))}
      {field('confirmation', t('confirmPassword'))}
      <button type="submit" disabled={busy || !hydrated} className={submitButtonClass}>
        {t('resetSubmit')}
      </button>
    </form>
  );
}
