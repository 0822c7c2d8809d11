/**
 * Google Identity Services and the Facebook SDK, loaded on the shopper's click only (the login
 * form imports this module then): no provider script runs on a page nobody logs in from.
 */

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
/** Graph API version the Facebook SDK is initialised with. */
const FACEBOOK_VERSION = 'v23.0';

type GooglePromptMoment = {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
  isDismissedMoment?: () => boolean;
  getDismissedReason?: () => string;
};
type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  prompt(listener?: (moment: GooglePromptMoment) => void): void;
};
type FacebookSdk = {
  init(config: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(
    callback: (response: { authResponse?: { accessToken?: string } | null }) => void,
    options: { scope: string },
  ): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
    FB?: FacebookSdk;
  }
}

/** The shopper closed the provider's window: nothing to tell them. */
export class SocialLoginCancelled extends Error {
  readonly cancelled = true;
}

const scripts = new Map<string, Promise<void>>();

/** Adds a script once; a failed load may be tried again on the next click. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** A Google ID token for the store's client id, from Google's sign-in prompt. */
export async function googleIdToken(clientId: string): Promise<string> {
  await loadScript(GOOGLE_SCRIPT);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services is not available');
  return new Promise((resolve, reject) => {
    id.initialize({
      client_id: clientId,
      callback: ({ credential }) =>
        credential ? resolve(credential) : reject(new Error('Google answered no credential')),
      auto_select: false,
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
      context: 'signin',
    });
    id.prompt((moment) => {
      // Not shown (the browser blocks it, or the shopper closed it moments ago) is a failure to
      // tell; closed without choosing an account is the shopper's choice.
      if (moment.isNotDisplayed?.()) reject(new Error('Google sign-in was not displayed'));
      else if (
        moment.isSkippedMoment?.() ||
        (moment.isDismissedMoment?.() && moment.getDismissedReason?.() !== 'credential_returned')
      )
        reject(new SocialLoginCancelled());
    });
  });
}

let facebookApp: string | null = null;

/** A Facebook user access token for the store's app, from Facebook's login window. */
export async function facebookAccessToken(appId: string, locale: string): Promise<string> {
  await loadScript(`https://connect.facebook.net/${locale === 'en' ? 'en_US' : 'pt_BR'}/sdk.js`);
  const sdk = window.FB;
  if (!sdk) throw new Error('Facebook SDK is not available');
  if (facebookApp !== appId) {
    sdk.init({ appId, version: FACEBOOK_VERSION, cookie: false, xfbml: false });
    facebookApp = appId;
  }
  return new Promise((resolve, reject) =>
    sdk.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (token) resolve(token);
        else reject(new SocialLoginCancelled());
      },
      { scope: 'public_profile,email' },
    ),
  );
}
