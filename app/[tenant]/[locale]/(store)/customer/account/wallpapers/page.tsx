import { CustomerFiles } from '@/components/account/customer-files';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/wallpapers` (Meus wallpapers); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/wallpapers',
    namespace: 'customerFiles',
    key: 'wallpapersTitle',
    namespaces: ['customerFiles', 'validation'],
  },
  () => <CustomerFiles kind="wallpaper" />,
);
export default Page;
export { generateMetadata };
