/** SPEC.md section 5: a customer's data is complete only with document, birth date and phone. */
export function isCustomerDataComplete(customer: {
  document: string | null;
  birthDate: string | null;
  phone: string | null;
}): boolean {
  return Boolean(customer.document && customer.birthDate && customer.phone);
}

/** The greeting's name: 'Olá, Maria' for Maria Cliente da Silva. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** SPEC.md section 2: the login page tells old-shop customers to reset their password until this day. */
export const OLD_SHOP_NOTICE_UNTIL = Date.parse('2022-07-01T00:00:00-03:00');

export const oldShopNoticeApplies = (now: number = Date.now()) => now < OLD_SHOP_NOTICE_UNTIL;

/**
 * A store's Google client id or Facebook app id as configured, or null when the store does not
 * offer that login: empty, or the string 'null' (SPEC.md section 2: Facebook button disabled).
 */
export function socialLoginId(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  return id === '' || id === 'null' ? null : id;
}

/** The social logins a store offers, with the ids the browser's SDKs need. */
export type SocialLoginIds = { google: string | null; facebook: string | null };
