import { CompareView } from '@/components/comparison/compare-view';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/comparacao-produtos`: the products chosen for comparison, side by side. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/comparacao-produtos',
    namespace: 'comparePage',
    key: 'title',
    namespaces: ['comparePage', 'comparison', 'product', 'productPage', 'favourites'],
  },
  ({ store, locale }) => (
    <CompareView
      store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
      locale={locale}
    />
  ),
);
export default Page;
export { generateMetadata };
