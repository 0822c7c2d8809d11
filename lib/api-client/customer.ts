import type { AddressForm } from '@/lib/contracts/addresses';
import type { CustomerFileKind } from '@/lib/contracts/customer-files';
import type { ReviewForm } from '@/lib/contracts/reviews';
import type {
  CustomerDataForm,
  LoginBody,
  PasswordChangeForm,
  RecoveryBody,
  RegisterForm,
  ResetPasswordBody,
} from '@/lib/contracts/customer';
import type { GuestOrderBody } from '@/lib/contracts/orders';

/**
 * The account calls of the browser. Like the cart's, the client and the contracts (zod) load with
 * the first call, not with every page: the session provider sits on every page.
 */
async function api() {
  const [client, customer, orders, checkout, addresses, reviews, files, guide, { z }] =
    await Promise.all([
      import('./client'),
      import('@/lib/contracts/customer'),
      import('@/lib/contracts/orders'),
      import('@/lib/contracts/checkout'),
      import('@/lib/contracts/addresses'),
      import('@/lib/contracts/reviews'),
      import('@/lib/contracts/customer-files'),
      import('@/lib/contracts/user-guide'),
      import('zod'),
    ]);
  return { ...client, customer, orders, checkout, addresses, reviews, files, guide, z };
}

const json = { 'content-type': 'application/json' };
const post = (body: unknown, method = 'POST') => ({
  method,
  headers: json,
  body: JSON.stringify(body),
});

/** POST /customer/auth with the shopper's cart id, merged into the customer's cart. */
export async function requestLogin(body: LoginBody) {
  const { apiFetch, customer } = await api();
  return apiFetch('/customer/auth', customer.customerSession, post(body));
}

/** GET /customer/auth/me: silent re-login with the stored token. */
export async function fetchCurrentCustomer(token: string) {
  const { apiFetch, customer } = await api();
  return apiFetch('/customer/auth/me', customer.currentSession, { token });
}

/** DELETE /customer/auth: the server forgets the token and clears the cookie. */
export async function requestLogout(token: string | null) {
  const { apiFetch, z } = await api();
  return apiFetch('/customer/auth', z.null(), { method: 'DELETE', token });
}

/** POST /customer/register: the new customer's session, as a login answers it. */
export async function requestRegistration(body: RegisterForm) {
  const { apiFetch, customer } = await api();
  return apiFetch('/customer/register', customer.customerSession, post(body));
}

/** POST /sale/order/guest/view: a placed order by its number and the buyer's CPF/CNPJ. */
export async function requestGuestOrder(body: GuestOrderBody) {
  const { apiFetch, orders } = await api();
  return apiFetch('/sale/order/guest/view', orders.placedOrder, post(body));
}

/** POST /customer/recovery: answers the message to show ('Visualize seu email...'). */
export async function requestRecovery(body: RecoveryBody): Promise<string> {
  const { apiFetch, z } = await api();
  let message = '';
  await apiFetch('/customer/recovery', z.null(), {
    ...post(body),
    onMessage: (m) => (message = m),
  });
  return message;
}

/** POST /customer/recovery/{token}: the new password of a recovery link. */
export async function requestPasswordReset(token: string, body: ResetPasswordBody) {
  const { apiFetch, z } = await api();
  let message = '';
  await apiFetch(`/customer/recovery/${encodeURIComponent(token)}`, z.null(), {
    ...post(body),
    onMessage: (m) => (message = m),
  });
  return message;
}

/** PUT /customer/account (Meus Dados): the customer's data as saved, and the success message. */
export async function saveCustomerData(body: CustomerDataForm) {
  const { apiFetch, customer, storedToken } = await api();
  let message = '';
  const saved = await apiFetch('/customer/account', customer.currentSession, {
    ...post(body, 'PUT'),
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return { ...saved, message };
}

/** GET /customer/orders: Meus pedidos. */
export async function fetchCustomerOrders() {
  const { apiFetch, orders, storedToken, z } = await api();
  return apiFetch('/customer/orders', z.array(orders.orderSummary), { token: storedToken() });
}

/** GET /customer/orders/{number}: one of the customer's orders, with its payment. */
export async function fetchCustomerOrder(number: string) {
  const { apiFetch, checkout, storedToken } = await api();
  return apiFetch(`/customer/orders/${encodeURIComponent(number)}`, checkout.customerOrderDetail, {
    token: storedToken(),
  });
}

/** GET /sale/checkout/{orderId}: the success page's order and payment (its buyer only). */
export async function fetchCheckoutResult(orderId: string) {
  const { apiFetch, checkout, storedToken } = await api();
  return apiFetch(`/sale/checkout/${encodeURIComponent(orderId)}`, checkout.checkoutResult, {
    token: storedToken(),
  });
}

/** PUT /customer/account/password (Alterar senha): answers the message to show. */
export async function changePassword(body: PasswordChangeForm): Promise<string> {
  const { apiFetch, storedToken, z } = await api();
  let message = '';
  await apiFetch('/customer/account/password', z.null(), {
    ...post(body, 'PUT'),
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return message;
}

/** GET /customer/addresses: Meus endereços. */
export async function fetchAddresses() {
  const { apiFetch, addresses, storedToken, z } = await api();
  return apiFetch('/customer/addresses', z.array(addresses.address), { token: storedToken() });
}

/** GET /customer/addresses/{id}: one of the customer's addresses. */
export async function fetchAddress(id: number) {
  const { apiFetch, addresses, storedToken } = await api();
  return apiFetch(`/customer/addresses/${id}`, addresses.address, { token: storedToken() });
}

/** POST /customer/addresses, or PUT /customer/addresses/{id} with an id: the saved address. */
export async function saveAddress(body: AddressForm, id?: number) {
  const { apiFetch, addresses, storedToken } = await api();
  let message = '';
  const saved = await apiFetch(
    id === undefined ? '/customer/addresses' : `/customer/addresses/${id}`,
    addresses.address,
    {
      ...post(body, id === undefined ? 'POST' : 'PUT'),
      token: storedToken(),
      onMessage: (m) => (message = m),
    },
  );
  return { address: saved, message };
}

/** DELETE /customer/addresses/{id}: the addresses left, and the message to show. */
export async function deleteAddress(id: number) {
  const { apiFetch, addresses, storedToken, z } = await api();
  let message = '';
  const left = await apiFetch(`/customer/addresses/${id}`, z.array(addresses.address), {
    method: 'DELETE',
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return { addresses: left, message };
}

/** GET /customer/reviews: the products the customer bought, with their reviews. */
export async function fetchReviewableProducts() {
  const { apiFetch, reviews, storedToken, z } = await api();
  return apiFetch('/customer/reviews', z.array(reviews.reviewableProduct), {
    token: storedToken(),
  });
}

/** GET /customer/reviews/{productId}: a bought product with the customer's review. */
export async function fetchReviewableProduct(productId: number) {
  const { apiFetch, reviews, storedToken } = await api();
  return apiFetch(`/customer/reviews/${productId}`, reviews.reviewableProduct, {
    token: storedToken(),
  });
}

/** PUT /customer/reviews/{productId}: the message to show. */
export async function saveReview(productId: number, body: ReviewForm): Promise<string> {
  const { apiFetch, reviews, storedToken } = await api();
  let message = '';
  await apiFetch(`/customer/reviews/${productId}`, reviews.reviewableProduct, {
    ...post(body, 'PUT'),
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return message;
}

/** GET /customer/files?kind=: Meus wallpapers or Meus uploads. */
export async function fetchCustomerFiles(kind: CustomerFileKind) {
  const { apiFetch, files, storedToken, z } = await api();
  return apiFetch(`/customer/files?kind=${kind}`, z.array(files.customerFile), {
    token: storedToken(),
  });
}

/** POST /customer/files (multipart): the stored file and the message to show. */
export async function uploadCustomerFile(kind: CustomerFileKind, file: File) {
  const { apiFetch, files, storedToken } = await api();
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  let message = '';
  const saved = await apiFetch(`/customer/files?kind=${kind}`, files.customerFile, {
    method: 'POST',
    body: form,
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return { file: saved, message };
}

/** DELETE /customer/files/{id}: the kind's files left and the message to show. */
export async function deleteCustomerFile(id: number) {
  const { apiFetch, files, storedToken, z } = await api();
  let message = '';
  const left = await apiFetch(`/customer/files/${id}`, z.array(files.customerFile), {
    method: 'DELETE',
    token: storedToken(),
    onMessage: (m) => (message = m),
  });
  return { files: left, message };
}

/** GET /customer/user-guide: Meus Guias e manuais. */
export async function fetchUserGuide() {
  const { apiFetch, guide, storedToken, z } = await api();
  return apiFetch('/customer/user-guide', z.array(guide.userGuideEntry), { token: storedToken() });
}

/** GET /shipping/cep/{zipcode}: the street, district, city and state a CEP names. */
export async function fetchCepAddress(zipcode: string) {
  const { apiFetch, addresses } = await api();
  return apiFetch(`/shipping/cep/${encodeURIComponent(zipcode)}`, addresses.cepAddress);
}
