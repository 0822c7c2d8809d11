import { NewAddress } from '@/components/account/customer-addresses';
import { definePersonalPage } from '@/components/layout/personal-page';

const addresses = {
  path: '/customer/account/addresses',
  namespace: 'addresses',
  key: 'title',
} as const;

/** `/customer/account/addresses/new`: a new delivery address; login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/addresses/new',
    namespace: 'addresses',
    key: 'newTitle',
    parent: addresses,
    namespaces: ['addresses', 'validation'],
  },
  () => <NewAddress />,
);
export default Page;
export { generateMetadata };
