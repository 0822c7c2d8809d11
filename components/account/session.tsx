'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { useCartActions } from '@/components/cart/cart-state';
import { useLiveSource, useLiveValue, type LiveSource } from '@/components/ui/live-value';
import { storedToken, storeToken, subscribeToken } from '@/lib/api-client/token';
import {
  accountKeys,
  requestLogin,
  requestLogout,
  requestRegistration,
  sessionQuery,
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

const noToken = () => undefined;

/**
 * The customer's session in the browser (SPEC.md section 4): the token under `accessToken`
 * (the HttpOnly cookie carries it too), a silent re-login on load (one query, shared by every
 * reader: sessionQuery), and a token the server no longer accepts logs the shopper out. Login
 * takes the shopper's cart into the customer's; logout forgets the customer, the cart and every
 * account query of theirs.
 */
export function SessionProvider({
  children,
  socialLogin,
}: {
  children: ReactNode;
  socialLogin: SocialLoginIds;
}) {
  const { adopt, cartId } = useCartActions();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);
  // The stored token: undefined until the browser is read (after hydration), null for none.
  const token = useSyncExternalStore<string | null | undefined>(
    subscribeToken,
    storedToken,
    noToken,
  );
  const session = useQuery(sessionQuery(token ?? ''));

  const forget = useCallback(() => {
    storeToken(null);
    queryClient.removeQueries({ queryKey: accountKeys.all });
    adopt(null);
  }, [adopt, queryClient]);

  // Only a refusal ends the session; a network failure leaves the token for the next page.
  const refused = (session.error as { status?: number } | null)?.status === 401;
  useEffect(() => {
    if (refused) forget();
  }, [refused, forget]);

  const customer = (token && session.data?.customer) || null;
  const ready = token === null || (token !== undefined && !session.isPending);

  /** A session the server opened (login or registration) becomes this browser's. */
  const begin = useCallback(
    (opened: CustomerSession) => {
      storeToken(opened.token);
      // Nothing of an earlier customer stays; the new one is known without asking again.
      queryClient.removeQueries({ queryKey: accountKeys.all });
      queryClient.setQueryData(sessionQuery(opened.token).queryKey, {
        customer: opened.customer,
      });
      setLoggedOut(false);
      adopt(opened.customer_cart);
      void import('@/lib/favourites/store').then(({ syncWithServer }) => syncWithServer());
      return opened;
    },
    [adopt, queryClient],
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
      // The session ends in this browser whatever the server answers.
      await requestLogout(storedToken()).catch(() => undefined);
      setLoggedOut(true);
      forget();
      router.push(to);
      // A page rendered from the session cookie (the portal) is rendered again without it.
      router.refresh();
    },
    [forget, router],
  );

  const updated = useCallback(
    (changed: SessionCustomerView) => {
      if (token) queryClient.setQueryData(sessionQuery(token).queryKey, { customer: changed });
    },
    [queryClient, token],
  );

  const value = useMemo(
    () => ({
      customer,
      ready,
      logIn,
      register,
      logOut,
      loggedOut,
      updated,
      socialLogin,
    }),
    [customer, ready, logIn, register, logOut, loggedOut, updated, socialLogin],
  );
  const source = useLiveSource(value);
  return <SessionContext.Provider value={source}>{children}</SessionContext.Provider>;
}
