import 'server-only';
import type { Locale } from '@/lib/domain/money';

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
