import { AccountOverview } from '@/components/account/account-overview';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account`: the account's overview; login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account',
    namespace: 'accountArea',
    key: 'title',
    namespaces: ['accountArea', 'accountData'],
  },
  () => <AccountOverview />,
);
export default Page;
export { generateMetadata };
