import 'server-only';
import type { Locale } from '@/lib/domain/money';

import { UnauthorizedError } from '@/lib/server/http/errors';

export type SessionCustomer = {
  id: number;
  name: string;
  email: string;
  role: 'CUSTOMER' | 'OPERATOR';
  portalGroupId: number | null;
  affiliateGroup: string | null;
};

/** What every service call knows about its caller (ARCHITECTURE.md item 4). */
export type ServiceContext = {
  tenantId: number;
  locale: Locale;
  customer: SessionCustomer | null;
};

/** The logged-in customer, or 401 'Sessão inválida ou expirada...': the call belongs to a session. */
export function requireCustomer(ctx: ServiceContext): SessionCustomer {
  if (!ctx.customer) throw new UnauthorizedError('auth.loginRequired');
  return ctx.customer;
}
