import { queryOptions } from '@tanstack/react-query';
import type { Address, AddressForm, CepAddress } from '@/lib/contracts/addresses';
import type { CustomerOrderDetail } from '@/lib/contracts/checkout';
import type { CustomerFile, CustomerFileKind } from '@/lib/contracts/customer-files';
import type { OrderSummary } from '@/lib/contracts/orders';
import type { ReviewableProduct, ReviewForm } from '@/lib/contracts/reviews';
import type { UserGuideEntry } from '@/lib/contracts/user-guide';
import { accountKeys } from './customer';

/**
 * The account area's reads (query factories, keyed under accountKeys) and writes, each loading the
 * client and only the contract its answer is parsed with, when it is first made.
 */
const load = <M>(contracts: Promise<M>) =>
  Promise.all([import('./client'), contracts, import('zod')]).then(
    ([client, m, { z }]) => ({ ...client, m, z }) as const,
  );
const orders = () => load(import('@/lib/contracts/orders'));
const checkout = () => load(import('@/lib/contracts/checkout'));
const addresses = () => load(import('@/lib/contracts/addresses'));
const reviews = () => load(import('@/lib/contracts/reviews'));
const files = () => load(import('@/lib/contracts/customer-files'));
const guide = () => load(import('@/lib/contracts/user-guide'));

/** Collects the envelope's success message of a write. */
function messageCatcher() {
  const caught = { message: '' };
  return { caught, onMessage: (m: string) => (caught.message = m) };
}

/** GET /customer/orders: Meus pedidos. */
export const customerOrdersQuery = () =>
  queryOptions({
    queryKey: accountKeys.orders(),
    queryFn: async ({ signal }): Promise<OrderSummary[]> => {
      const { apiCall, m, z } = await orders();
      return apiCall('listCustomerOrders', z.array(m.orderSummary), { signal });
    },
  });

/** GET /customer/orders/{number}: one of the customer's orders, with its payment. */
export const customerOrderQuery = (number: string) =>
  queryOptions({
    queryKey: accountKeys.order(number),
    queryFn: async ({ signal }): Promise<CustomerOrderDetail> => {
      const { apiCall, m } = await checkout();
      return apiCall('getCustomerOrder', m.customerOrderDetail, { params: { number }, signal });
    },
  });

/** GET /customer/addresses: Meus endereços, and the checkout's choice of address. */
export const addressesQuery = () =>
  queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: async ({ signal }): Promise<Address[]> => {
      const { apiCall, m, z } = await addresses();
      return apiCall('listAddresses', z.array(m.address), { signal });
    },
  });

/** GET /customer/addresses/{id}: one of the customer's addresses. */
export const addressQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.address(id),
    queryFn: async ({ signal }): Promise<Address> => {
      const { apiCall, m } = await addresses();
      return apiCall('getAddress', m.address, { params: { id }, signal });
    },
  });

/** POST /customer/addresses, or PUT /customer/addresses/{id} with an id: the saved address. */
export async function saveAddress(body: AddressForm, id?: number) {
  const { apiCall, m } = await addresses();
  const { caught, onMessage } = messageCatcher();
  const address =
    id === undefined
      ? await apiCall('createAddress', m.address, { body, onMessage })
      : await apiCall('updateAddress', m.address, { params: { id }, body, onMessage });
  return { address, message: caught.message };
}

/** DELETE /customer/addresses/{id}: the addresses left, and the message to show. */
export async function deleteAddress(id: number) {
  const { apiCall, m, z } = await addresses();
  const { caught, onMessage } = messageCatcher();
  const left = await apiCall('deleteAddress', z.array(m.address), { params: { id }, onMessage });
  return { addresses: left, message: caught.message };
}

/** GET /shipping/cep/{zipcode}: the street, district, city and state a CEP names. */
export const cepQuery = (zipcode: string) =>
  queryOptions({
    queryKey: ['cep', zipcode] as const,
    queryFn: async ({ signal }): Promise<CepAddress> => {
      const { apiCall, m } = await addresses();
      return apiCall('lookupCep', m.cepAddress, { params: { zipcode }, signal, token: null });
    },
    // A CEP names the same street for long; a failure is told at once.
    staleTime: Infinity,
    retry: false,
  });

/**
 * GET /customer/reviews: the products the customer bought, with their reviews — Minhas avaliações
 * and the 'Avaliar' link of every card of a page, all from this one query.
 */
export const reviewableProductsQuery = () =>
  queryOptions({
    queryKey: accountKeys.reviews(),
    queryFn: async ({ signal }): Promise<ReviewableProduct[]> => {
      const { apiCall, m, z } = await reviews();
      return apiCall('listReviewableProducts', z.array(m.reviewableProduct), { signal });
    },
  });

/** GET /customer/reviews/{productId}: a bought product with the customer's review. */
export const reviewableProductQuery = (productId: number) =>
  queryOptions({
    queryKey: accountKeys.review(productId),
    queryFn: async ({ signal }): Promise<ReviewableProduct> => {
      const { apiCall, m } = await reviews();
      return apiCall('getReviewableProduct', m.reviewableProduct, {
        params: { productId },
        signal,
      });
    },
  });

/** PUT /customer/reviews/{productId}: the product as reviewed, and the message to show. */
export async function saveReview(productId: number, body: ReviewForm) {
  const { apiCall, m } = await reviews();
  const { caught, onMessage } = messageCatcher();
  const product = await apiCall('saveReview', m.reviewableProduct, {
    params: { productId },
    body,
    onMessage,
  });
  return { product, message: caught.message };
}

/** GET /customer/files?kind=: Meus wallpapers or Meus uploads. */
export const customerFilesQuery = (kind: CustomerFileKind) =>
  queryOptions({
    queryKey: accountKeys.files(kind),
    queryFn: async ({ signal }): Promise<CustomerFile[]> => {
      const { apiCall, m, z } = await files();
      return apiCall('listCustomerFiles', z.array(m.customerFile), { query: { kind }, signal });
    },
  });

/** POST /customer/files (multipart): the stored file and the message to show. */
export async function uploadCustomerFile(kind: CustomerFileKind, file: File) {
  const { apiCall, m } = await files();
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', file);
  const { caught, onMessage } = messageCatcher();
  const saved = await apiCall('uploadCustomerFile', m.customerFile, {
    query: { kind },
    body: form,
    onMessage,
  });
  return { file: saved, message: caught.message };
}

/** DELETE /customer/files/{id}: the kind's files left and the message to show. */
export async function deleteCustomerFile(id: number) {
  const { apiCall, m, z } = await files();
  const { caught, onMessage } = messageCatcher();
  const left = await apiCall('deleteCustomerFile', z.array(m.customerFile), {
    params: { id },
    onMessage,
  });
  return { files: left, message: caught.message };
}

/** GET /customer/user-guide: Meus Guias e manuais. */
export const userGuideQuery = () =>
  queryOptions({
    queryKey: accountKeys.userGuide(),
    queryFn: async ({ signal }): Promise<UserGuideEntry[]> => {
      const { apiCall, m, z } = await guide();
      return apiCall('getUserGuide', z.array(m.userGuideEntry), { signal });
    },
  });
