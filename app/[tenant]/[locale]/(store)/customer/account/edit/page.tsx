import { CustomerDataPage } from '@/components/account/customer-data-page';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/edit` (Meus Dados): the customer's own data; login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/edit',
    namespace: 'accountData',
    key: 'title',
    namespaces: ['accountData', 'validation'],
  },
  () => <CustomerDataPage />,
);
export default Page;
export { generateMetadata };
