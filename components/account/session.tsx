'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { useLiveSource, useLiveValue, type LiveSource } from '@/components/ui/live-value';
import { useHydrated } from '@/components/ui/use-hydrated';
import { storedToken, storeToken } from '@/lib/api-client/client';
import {
  fetchCurrentCustomer,
  requestLogin,
  requestLogout,
  requestRegistration,
} from '@/lib/api-client/customer';
import type {
  CustomerSession,
  LoginBody,
  RegisterForm,
  SessionCustomerView,
} from '@/lib/contracts/customer';
import type { SocialLoginIds } from '@/lib/domain/customer';

type SessionValue = {
  customer: SessionCustomerView | null;
  /** False until the stored token (if any) has been checked with the server. */
  ready: boolean;
  /**
   * Logs in (password, or a Google or Facebook token) with the shopper's cart; rejects with the
   * server's error (ApiError).
   */
  logIn: (body: Omit<LoginBody, 'cart'>) => Promise<CustomerSession>;
  /** The store's Google client id and Facebook app id (null: that login is not offered). */
  socialLogin: SocialLoginIds;
  /** Registers and logs in the new customer with the shopper's cart. */
  register: (body: Omit<RegisterForm, 'cart'>) => Promise<CustomerSession>;
  /**
   * Ends the session ('Sair') and opens the home page (SPEC.md section 2: logout then /), or
   * `to` (a corporate portal opens its own login).
   */
  logOut: (to?: string) => Promise<void>;
  /** The customer left with 'Sair' (not an expired session); false again after a login. */
  loggedOut: boolean;
  /** The customer's data as the server answered it after a change (Meus Dados). */
  updated: (customer: SessionCustomerView) => void;
};

// The session changes right after hydration (ready): readers subscribe (live-value.ts says why).
const SessionContext = createContext<LiveSource<SessionValue> | null>(null);

export function useSession(): SessionValue {
  const source = useContext(SessionContext);
  if (!source) throw new Error('useSession outside SessionProvider');
  return useLiveValue(source);
}

/**
 * The customer's session in the browser (SPEC.md section 4): the token under `accessToken`
 * (the HttpOnly cookie carries it too), a silent re-login on load, and a token the server no
 * longer accepts logs the shopper out. Login takes the shopper's cart into the customer's; logout
 * forgets the customer and the cart.
 */
export function SessionProvider({
  children,
  socialLogin,
}: {
  children: ReactNode;
  socialLogin: SocialLoginIds;
}) {
  const { adopt, cartId } = useCartActions();
  const hydrated = useHydrated();
  const router = useRouter();
  const [loggedOut, setLoggedOut] = useState(false);
  const [customer, setCustomer] = useState<SessionCustomerView | null>(null);
  // The stored token has been checked with the server (or replaced by a login or logout).
  const [checked, setChecked] = useState(false);

  const forget = useCallback(() => {
    storeToken(null);
    setCustomer(null);
    setChecked(true);
    adopt(null);
  }, [adopt]);

  useEffect(() => {
    const token = storedToken();
    if (!token) return;
    fetchCurrentCustomer(token)
      .then((session) => setCustomer(session.customer))
      .catch((error: { status?: number }) => {
        // Only a refusal ends the session; a network failure leaves the token for the next page.
        if (error.status === 401) forget();
      })
      .finally(() => setChecked(true));
  }, [forget]);
  const ready = hydrated && (checked || storedToken() === null);

  /** A session the server opened (login or registration) becomes this browser's. */
  const begin = useCallback(
    (session: CustomerSession) => {
      storeToken(session.token);
      setCustomer(session.customer);
      setChecked(true);
      setLoggedOut(false);
      adopt(session.customer_cart);
      void import('@/lib/favourites/store').then(({ syncWithServer }) => syncWithServer());
      return session;
    },
    [adopt],
  );

  const logIn = useCallback(
    async (body: Omit<LoginBody, 'cart'>) =>
      begin(await requestLogin({ ...body, cart: cartId() ?? undefined })),
    [begin, cartId],
  );

  const register = useCallback(
    async (body: Omit<RegisterForm, 'cart'>) =>
      begin(await requestRegistration({ ...body, cart: cartId() ?? undefined })),
    [begin, cartId],
  );

  const logOut = useCallback(
    async (to = '/') => {
      await requestLogout(storedToken()).catch(() => undefined);
      setLoggedOut(true);
      forget();
      router.push(to);
      // A page rendered from the session cookie (the portal) is rendered again without it.
      router.refresh();
    },
    [forget, router],
  );

  const value = useMemo(
    () => ({
      customer,
      ready,
      logIn,
      register,
      logOut,
      loggedOut,
      updated: setCustomer,
      socialLogin,
    }),
    [customer, ready, logIn, register, logOut, loggedOut, socialLogin],
  );
  const source = useLiveSource(value);
  return <SessionContext.Provider value={source}>{children}</SessionContext.Provider>;
}
