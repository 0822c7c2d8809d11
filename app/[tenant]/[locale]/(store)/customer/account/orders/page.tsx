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
  () => <CustomerOrders />,
);
export default Page;
export { generateMetadata };
