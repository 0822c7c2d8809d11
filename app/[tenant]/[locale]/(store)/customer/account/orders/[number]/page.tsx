import { TestPaymentsNotice } from '@/components/checkout/test-payments-notice';
import { CustomerOrder } from '@/components/account/customer-orders';
import { definePersonalPage } from '@/components/layout/personal-page';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every real order renders on request. */
export function generateStaticParams() {
  return [{ number: BUILD_PLACEHOLDER_TENANT }];
}

/** `/customer/account/orders/{number}`: one order of the customer's (Meus pedidos breadcrumb). */
const { Page, generateMetadata } = definePersonalPage<{
  tenant: string;
  locale: string;
  number: string;
}>(
  {
    path: '/customer/account/orders',
    namespace: 'accountArea',
    key: 'ordersTitle',
    namespaces: ['accountArea', 'orders', 'payment'],
  },
  ({ store, locale, params }) => (
    <>
      <TestPaymentsNotice store={store} locale={locale} />
      <CustomerOrder number={params.number} storeName={store.name} />
    </>
  ),
);
export default Page;
export { generateMetadata };
