import { CompareView } from '@/components/comparison/compare-view';
import { definePersonalPage } from '@/components/layout/personal-page';
import { cardLabels } from '@/components/product/product-card';

/** `/comparacao-produtos`: the products chosen for comparison, side by side. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/comparacao-produtos',
    namespace: 'comparePage',
    key: 'title',
    namespaces: ['comparePage', 'comparison', 'product', 'productPage'],
  },
  async ({ store, locale }) => (
    <CompareView
      store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
      locale={locale}
      favourite={(await cardLabels(locale)).favourite}
    />
  ),
);
export default Page;
export { generateMetadata };
