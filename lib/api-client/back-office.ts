import type {
  AdminOrder,
  AdminOrderActionBody,
  OperatorLoginAnswer,
  OperatorLoginBody,
} from '@/lib/contracts/back-office';
import type { OperatorOrderAction } from '@/lib/domain/order-status';

/**
 * The back-office's calls from the browser. The session is the HttpOnly cookie of /admin: no
 * bearer token goes with them (a shopper's token would be taken for a store key). The client
 * and the contracts load with the first call.
 */
async function api() {
  const [client, contracts] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/back-office'),
  ]);
  return { ...client, contracts };
}

/** POST /admin/session: one step of the login (password, then the code). */
export async function logInOperator(body: OperatorLoginBody): Promise<OperatorLoginAnswer> {
  const { apiCall, contracts } = await api();
  return apiCall('logInOperator', contracts.operatorLoginAnswer, { body, token: null });
}

/** DELETE /admin/session. */
export async function logOutOperator(): Promise<void> {
  const { apiSend } = await api();
  await apiSend('logOutOperator', { token: null });
}

/** POST /admin/orders/{number}/{action}: the order as it now is. */
export async function changeAdminOrder(
  number: number,
  action: OperatorOrderAction,
  body: AdminOrderActionBody = {},
): Promise<AdminOrder> {
  const { apiCall, contracts } = await api();
  return apiCall('changeAdminOrder', contracts.adminOrder, {
    params: { number, action },
    body,
    token: null,
  });
}
