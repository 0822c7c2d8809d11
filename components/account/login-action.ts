import { CUSTOMER_ROLE, type CustomerSession } from '@/lib/contracts/customer';

/** The snackbar action of a login, by password or social: its result replaces an earlier refusal. */
export const LOGIN_ACTION = 'login';

/**
 * SPEC.md section 6: only a CUSTOMER may use the store (the server refuses others too); any other
 * session is refused with `refusal` ('Email ou senha inválidos.').
 */
export function customerOnly(session: CustomerSession, refusal: string): CustomerSession {
  if (session.role !== CUSTOMER_ROLE) throw new Error(refusal);
  return session;
}
