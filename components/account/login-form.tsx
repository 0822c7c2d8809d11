'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { customerOnly, LOGIN_ACTION } from './login-action';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useContractForm } from '@/components/ui/use-contract-form';
import { loginBody, type CustomerSession } from '@/lib/contracts/customer';
import { maskDocument } from '@/lib/domain/masks';
import { safeRedirectPath, withRedirect } from '@/lib/domain/redirect';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { RecoveryForm } from './recovery-form';
import { SocialLoginButtons } from './social-login-buttons';
import { useSession } from './session';

type Mode = 'email' | 'document';

/**
 * The login form of the login page and the header panel (SPEC.md section 2): e-mail or CPF/CNPJ,
 * password with show/hide, Google and Facebook, the register link. A complete customer hears the
 * success message and goes on (`onDone`, or `redirectTo`); an incomplete one (also someone new
 * from Google or Facebook) is sent to Meus Dados to finish.
 */
export function LoginForm({
  redirectTo,
  onDone,
  portal = false,
}: {
  /** A path of this site to open after login (anything else is ignored). */
  redirectTo?: string | null;
  onDone?: () => void;
  /**
   * A corporate portal's login: its buyers' accounts are made and kept by the company's
   * administrator, so there is no registering, no Google or Facebook login, and no sending to
   * Meus Dados to complete the data.
   */
  portal?: boolean;
}) {
  const t = useTranslations('account');
  const snackbar = useSnackbar();
  const router = useRouter();
  const { logIn } = useSession();
  const id = useId();
  const [mode, setMode] = useState<Mode>('email');
  // The e-mail or the CPF/CNPJ, as the mode asks, checked with the API's own contract.
  const form = useContractForm(
    loginBody,
    { login: '', document: '', password: '' },
    {
      body: ({ login, document, password }) =>
        mode === 'email' ? { login, password } : { document, password },
    },
  );
  const [showPassword, setShowPassword] = useState(false);
  const [socialBusy, setSocialBusy] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const hydrated = useHydrated();

  /** After a password or social login: SPEC.md section 4's success or incomplete-data path. */
  const finish = (session: CustomerSession) => {
    form.form.resetField('password');
    // A portal buyer's data is kept by the company's administrator (a birth date, say, is not
    // asked there): the portal opens for them as it is.
    if (!session.customer.isCustomerDataComplete && !portal) {
      snackbar(t('loginIncomplete'), 'warning', { action: LOGIN_ACTION, keepOnNavigation: true });
      onDone?.();
      router.push('/customer/account/edit');
      return;
    }
    // Read on the page the login goes to; it replaces a refusal of an earlier attempt.
    snackbar(t('loginSuccess'), 'success', { action: LOGIN_ACTION, keepOnNavigation: true });
    onDone?.();
    if (redirectTo !== undefined) router.push(safeRedirectPath(redirectTo));
  };

  const login = useApiMutation({
    mutationFn: async (credentials: Parameters<typeof logIn>[0]) =>
      customerOnly(await logIn(credentials), t('invalidLogin')),
    onSuccess: finish,
    reportTo: { ...form.reportTo, action: LOGIN_ACTION },
  });
  const busy = form.busy;

  const submit = form.submit(async (credentials) => {
    await login.mutateAsync(credentials);
  });

  if (recovering)
    return (
      <RecoveryForm
        onBack={() => setRecovering(false)}
        onSent={() => {
          setRecovering(false);
          onDone?.();
        }}
      />
    );

  return (
    // method post: a submit before hydration must never put the password in the URL.
    <form onSubmit={submit} method="post" noValidate className="grid gap-4">
      <fieldset>
        <legend className="text-sm font-medium">{t('loginWith')}</legend>
        <div className="mt-1 inline-flex rounded-lg border border-neutral-300 p-0.5 text-sm">
          {(['email', 'document'] as const).map((m) => (
            <label
              key={m}
              className="cursor-pointer rounded-md px-3 py-1 has-checked:bg-[var(--store-primary)] has-checked:text-[var(--store-primary-contrast)] has-focus-visible:ring-2"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={mode === m}
                onChange={() => {
                  setMode(m);
                  form.form.clearErrors();
                }}
                className="sr-only"
              />
              {t(m === 'email' ? 'byEmail' : 'byDocument')}
            </label>
          ))}
        </div>
      </fieldset>

      {mode === 'email' ? (
        <FormField
          {...form.field('login')}
          label={t('email')}
          type="email"
          autoComplete="username"
        />
      ) : (
        <FormField
          {...form.field('document', { mask: maskDocument })}
          label={t('document')}
          autoComplete="username"
        />
      )}

      <div>
        <FormField
          {...form.field('password')}
          label={t('password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          className={`${fieldInputClass} pr-24`}
          after={
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-pressed={showPassword}
              className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-[var(--store-primary)]"
            >
              {t(showPassword ? 'hidePassword' : 'showPassword')}
            </button>
          }
        />
        <button
          type="button"
          onClick={() => setRecovering(true)}
          className="mt-1 text-xs font-medium text-[var(--store-primary)] underline"
        >
          {t('forgot')}
        </button>
      </div>

      <button
        type="submit"
        disabled={busy || socialBusy || !hydrated}
        className={primaryButtonClass}
      >
        {t(busy ? 'submitting' : 'submit')}
      </button>

      {!portal && (
        <>
          <SocialLoginButtons
            disabled={busy || socialBusy || !hydrated}
            onBusy={setSocialBusy}
            onLoggedIn={finish}
          />
          <p className="text-sm">
            {t('registerPrompt')}{' '}
            {/* Registering instead comes back to the same page as logging in would. */}
            <Link
              href={withRedirect('/onestepcheckout/customer/register', redirectTo)}
              prefetch={false}
              className="font-medium text-[var(--store-primary)] underline"
              onClick={onDone}
            >
              {t('registerLink')}
            </Link>
          </p>
        </>
      )}
    </form>
  );
}
