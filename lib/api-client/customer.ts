import { z } from 'zod';
import {
  currentSession,
  customerSession,
  type LoginBody,
  type RecoveryBody,
  type ResetPasswordBody,
} from '@/lib/contracts/customer';
import { placedOrder, type GuestOrderBody } from '@/lib/contracts/orders';
import { apiFetch } from './client';

const json = { 'content-type': 'application/json' };

/** POST /customer/auth with the shopper's cart id, merged into the customer's cart. */
export function requestLogin(body: LoginBody) {
  return apiFetch('/customer/auth', customerSession, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
}

/** GET /customer/auth/me: silent re-login with the stored token. */
export function fetchCurrentCustomer(token: string) {
  return apiFetch('/customer/auth/me', currentSession, { token });
}

/** DELETE /customer/auth: the server forgets the token and clears the cookie. */
export function requestLogout(token: string | null) {
  return apiFetch('/customer/auth', z.null(), { method: 'DELETE', token });
}

/** POST /sale/order/guest/view: a placed order by its number and the buyer's CPF/CNPJ. */
export function requestGuestOrder(body: GuestOrderBody) {
  return apiFetch('/sale/order/guest/view', placedOrder, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
}

/** POST /customer/recovery: answers the message to show ('Visualize seu email...'). */
export async function requestRecovery(body: RecoveryBody): Promise<string> {
  let message = '';
  await apiFetch('/customer/recovery', z.null(), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
    onMessage: (m) => (message = m),
  });
  return message;
}

/** POST /customer/recovery/{token}: the new password of a recovery link. */
export async function requestPasswordReset(
  token: string,
  body: ResetPasswordBody,
): Promise<string> {
  let message = '';
  await apiFetch(`/customer/recovery/${encodeURIComponent(token)}`, z.null(), {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
    onMessage: (m) => (message = m),
  });
  return message;
}
