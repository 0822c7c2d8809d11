import { queryOptions } from '@tanstack/react-query';
import type {
  CustomerDataForm,
  CustomerSession,
  LoginBody,
  PasswordChangeForm,
  RecoveryBody,
  RegisterForm,
  ResetPasswordBody,
  SessionCustomerView,
} from '@/lib/contracts/customer';
import type { GuestOrderBody, PlacedOrder } from '@/lib/contracts/orders';

/**
 * The customer's session and own data from the browser. Like the cart's, the client and the
 * contracts (zod) load with the first call, not with every page: the session provider sits on
 * every page. The account area's lists are in ./account.ts.
 */
async function api() {
  const [client, customer] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/customer'),
  ]);
  return { ...client, customer };
}

/**
 * The logged-in customer's data in the query cache, under one root: a login or a logout drops all
 * of it at once, so that nothing of one customer shows to the next.
 */
export const accountKeys = {
  all: ['account'] as const,
  session: (token: string) => [...accountKeys.all, 'session', token] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  order: (number: string) => [...accountKeys.orders(), number] as const,
  addresses: () => [...accountKeys.all, 'addresses'] as const,
  address: (id: number) => [...accountKeys.addresses(), id] as const,
  reviews: () => [...accountKeys.all, 'reviews'] as const,
  review: (productId: number) => [...accountKeys.reviews(), productId] as const,
  files: (kind: string) => [...accountKeys.all, 'files', kind] as const,
  userGuide: () => [...accountKeys.all, 'user-guide'] as const,
  checkoutResult: (orderId: string) => [...accountKeys.all, 'checkout', orderId] as const,
};

/** GET /customer/auth/me: the silent re-login with the stored token (401: it no longer holds). */
export function sessionQuery(token: string) {
  return queryOptions({
    queryKey: accountKeys.session(token),
    queryFn: async ({ signal }): Promise<{ customer: SessionCustomerView }> => {
      const { apiCall, customer } = await api();
      return apiCall('getCurrentCustomer', customer.currentSession, { token, signal });
    },
    enabled: token !== '',
    // The session holds for the page's life; a refusal is final, a network blip tried once more.
    staleTime: Infinity,
    retry: (count, error) => (error as { status?: number }).status !== 401 && count < 1,
  });
}

/** POST /customer/auth with the shopper's cart id, merged into the customer's cart. */
export async function requestLogin(body: LoginBody): Promise<CustomerSession> {
  const { apiCall, customer } = await api();
  return apiCall('logIn', customer.customerSession, { body, token: null });
}

/** DELETE /customer/auth: the server forgets the token and clears the cookie. */
export async function requestLogout(token: string | null): Promise<void> {
  const { apiSend } = await api();
  await apiSend('logOut', { token });
}

/** POST /customer/register: the new customer's session, as a login answers it. */
export async function requestRegistration(
  body: RegisterForm & { cart?: string },
): Promise<CustomerSession> {
  const { apiCall, customer } = await api();
  return apiCall('registerCustomer', customer.customerSession, { body, token: null });
}

/** POST /customer/recovery: answers the message to show ('Visualize seu email...'). */
export async function requestRecovery(body: RecoveryBody): Promise<string> {
  const { apiSend } = await api();
  return apiSend('requestPasswordRecovery', { body });
}

/** POST /customer/recovery/{token}: the new password of a recovery link; the message to show. */
export async function requestPasswordReset(token: string, body: ResetPasswordBody) {
  const { apiSend } = await api();
  return apiSend('resetPassword', { params: { token }, body, token: null });
}

/** PUT /customer/account (Meus Dados): the customer's data as saved, and the success message. */
export async function saveCustomerData(body: CustomerDataForm) {
  const { apiCall, customer } = await api();
  let message = '';
  const saved = await apiCall('updateCustomerData', customer.currentSession, {
    body,
    onMessage: (m) => (message = m),
  });
  return { ...saved, message };
}

/** PUT /customer/account/password (Alterar senha): answers the message to show. */
export async function changePassword(body: PasswordChangeForm): Promise<string> {
  const { apiSend } = await api();
  return apiSend('changePassword', { body });
}

/** POST /sale/order/guest/view: a placed order by its number and the buyer's CPF/CNPJ. */
export async function requestGuestOrder(body: GuestOrderBody): Promise<PlacedOrder> {
  const [{ apiCall }, { placedOrder }] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/orders'),
  ]);
  return apiCall('viewGuestOrder', placedOrder, { body });
}
