import { operations } from '@/lib/contracts/operations';
import { ok } from '@/lib/server/http/envelope';
import { withRoute } from '@/lib/server/http/with-route';
import { currentCustomer, updateCustomerData } from '@/lib/server/services/customer-auth';
import { translateKey } from '@/lib/i18n/messages';

/** GET /api/customer/account — Meus Dados: the logged-in customer's own data. */
export const GET = withRoute(operations.getCustomerData, async ({ db, ctx }) =>
  ok(await currentCustomer(db, ctx)),
);

/** PUT /api/customer/account — Meus Dados: changes the logged-in customer's own data. */
export const PUT = withRoute(operations.updateCustomerData, async ({ input, db, ctx }) =>
  ok(await updateCustomerData(db, ctx, input.body), {
    message: translateKey(ctx.locale, 'accountData.saved'),
  }),
);

export * from '@/lib/server/http/unsupported-methods';
