import { TestPaymentsNotice } from '@/components/checkout/test-payments-notice';
import { CustomerOrders } from '@/components/account/customer-orders';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/orders` (Meus pedidos); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/orders',
    namespace: 'accountArea',
    key: 'ordersTitle',
    namespaces: ['accountArea', 'orders'],
  },
  ({ store, locale }) => (
    <>
      <TestPaymentsNotice store={store} locale={locale} />
      <CustomerOrders />
    </>
  ),
);
export default Page;
export { generateMetadata };
