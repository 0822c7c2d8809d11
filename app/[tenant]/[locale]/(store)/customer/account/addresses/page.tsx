import { CustomerAddresses } from '@/components/account/customer-addresses';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/addresses` (Meus endereços); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/addresses',
    namespace: 'addresses',
    key: 'title',
    namespaces: ['addresses'],
  },
  () => <CustomerAddresses />,
);
export default Page;
export { generateMetadata };
