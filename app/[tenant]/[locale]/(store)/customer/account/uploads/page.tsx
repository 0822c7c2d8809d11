import { CustomerFiles } from '@/components/account/customer-files';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/uploads` (Meus uploads); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/uploads',
    namespace: 'customerFiles',
    key: 'uploadsTitle',
    namespaces: ['customerFiles', 'validation'],
  },
  () => <CustomerFiles kind="upload" />,
);
export default Page;
export { generateMetadata };
