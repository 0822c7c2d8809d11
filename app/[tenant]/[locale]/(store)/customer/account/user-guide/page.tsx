import { UserGuide } from '@/components/account/user-guide';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/user-guide` (Meus Guias e manuais); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/user-guide',
    namespace: 'userGuide',
    key: 'title',
    namespaces: ['userGuide'],
  },
  () => <UserGuide />,
);
export default Page;
export { generateMetadata };
