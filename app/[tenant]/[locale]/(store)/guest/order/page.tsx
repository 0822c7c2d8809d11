import { TestPaymentsNotice } from '@/components/checkout/test-payments-notice';
import { definePersonalPage } from '@/components/layout/personal-page';
import { GuestOrderLookup } from '@/components/orders/guest-order-lookup';

/** `/guest/order`: a shopper without an account follows an order by its number and CPF/CNPJ. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/guest/order',
    namespace: 'header',
    key: 'orderStatus',
    namespaces: ['orders', 'validation'],
  },
  ({ store, locale }) => (
    <>
      <TestPaymentsNotice store={store} locale={locale} />
      <GuestOrderLookup />
    </>
  ),
);
export default Page;
export { generateMetadata };
