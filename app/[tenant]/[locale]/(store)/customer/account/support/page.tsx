import { AccountSupport } from '@/components/account/account-support';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/support`: phone and e-mail contacts, the sales phone dialog (`contact`). */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/support',
    namespace: 'accountSupport',
    key: 'title',
    namespaces: ['accountSupport', 'contact'],
  },
  ({ store, locale }) => <AccountSupport store={store} locale={locale} />,
);
export default Page;
export { generateMetadata };
