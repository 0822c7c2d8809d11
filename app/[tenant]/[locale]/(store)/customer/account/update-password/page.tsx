import { PasswordChangePage } from '@/components/account/password-change-form';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/update-password` (Alterar senha); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/update-password',
    namespace: 'accountPassword',
    key: 'title',
    namespaces: ['accountPassword', 'validation'],
  },
  () => <PasswordChangePage />,
);
export default Page;
export { generateMetadata };
