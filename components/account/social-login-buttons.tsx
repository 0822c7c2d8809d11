'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { customerOnly, LOGIN_ACTION } from './login-action';
import type { CustomerSession } from '@/lib/contracts/customer';
import { useSession } from './session';

type Provider = 'google' | 'facebook';
const PROVIDER_NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };

const buttonClass =
  'flex w-full items-center justify-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 py-2.5 text-sm font-medium text-neutral-900 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-[var(--store-primary)] focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60';

const GoogleMark = () => (
  <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
    />
    <path
      fill="#FBBC05"
      d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
    <path
      fill="#1877F2"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
    />
  </svg>
);

/**
 * The login form's 'Entrar com Google' and 'Entrar com Facebook' (SPEC.md section 2). The
 * provider's script loads on the click, never with the page; a provider the store has no id for
 * (Facebook's app id 'null') is disabled. The provider's token goes to the session's logIn like a
 * password would; `onLoggedIn` then does what a password login does.
 */
export function SocialLoginButtons({
  disabled,
  onBusy,
  onLoggedIn,
}: {
  disabled: boolean;
  onBusy: (busy: boolean) => void;
  onLoggedIn: (session: CustomerSession) => void;
}) {
  const t = useTranslations('account');
  const locale = useLocale();
  const snackbar = useSnackbar();
  const { logIn, socialLogin } = useSession();
  const unavailableId = useId();
  const [pending, setPending] = useState<Provider | null>(null);

  const login = useApiMutation({
    mutationFn: async ({ provider, id }: { provider: Provider; id: string }) => {
      const sdk = await import('./social-sdk');
      const token =
        provider === 'google'
          ? await sdk.googleIdToken(id)
          : await sdk.facebookAccessToken(id, locale);
      const session = await logIn(
        provider === 'google' ? { googleToken: token } : { facebookToken: token },
      );
      return customerOnly(session, t('invalidLogin'));
    },
    onMutate: ({ provider }) => {
      setPending(provider);
      onBusy(true);
    },
    onSuccess: onLoggedIn,
    onSettled: () => {
      setPending(null);
      onBusy(false);
    },
    // The server's answer (refused token, not a customer, too many attempts) is told as it came,
    // by the policy; a shopper who closed the provider's window hears nothing; a provider that
    // could not be reached gets the social login's failure text.
    reportTo: { action: LOGIN_ACTION },
    handleError: (error, { provider }) => {
      const { cancelled, status } = error as Error & { cancelled?: boolean; status?: number };
      if (cancelled) return true;
      if (status) return false;
      snackbar(t('socialLoginFailed', { provider: PROVIDER_NAMES[provider] }), 'error', {
        action: LOGIN_ACTION,
      });
      return true;
    },
  });

  const start = (provider: Provider) => {
    const id = socialLogin[provider];
    if (id) login.mutate({ provider, id });
  };

  const button = (provider: Provider, mark: ReactNode) => {
    const offered = socialLogin[provider] !== null;
    return (
      <button
        type="button"
        onClick={() => start(provider)}
        disabled={disabled || !offered}
        aria-busy={pending === provider || undefined}
        aria-describedby={offered ? undefined : unavailableId}
        title={offered ? undefined : t('socialUnavailable')}
        className={buttonClass}
      >
        {mark}
        {t(provider === 'google' ? 'socialGoogle' : 'socialFacebook')}
      </button>
    );
  };

  return (
    <div className="grid gap-2">
      <p className="flex items-center gap-3 text-xs text-neutral-500 before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {t('socialDivider')}
      </p>
      {button('google', <GoogleMark />)}
      {button('facebook', <FacebookMark />)}
      {(socialLogin.google === null || socialLogin.facebook === null) && (
        <span id={unavailableId} className="sr-only">
          {t('socialUnavailable')}
        </span>
      )}
    </div>
  );
}
