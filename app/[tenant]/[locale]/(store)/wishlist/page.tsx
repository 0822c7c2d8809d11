import { WishlistView } from '@/components/favourites/wishlist-view';
import { definePersonalPage } from '@/components/layout/personal-page';
import { cardLabels } from '@/components/product/product-card';

/** `/wishlist`: the shopper's favourites, kept in the browser (and on the server when logged in). */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/wishlist',
    namespace: 'wishlist',
    key: 'title',
    namespaces: ['wishlist', 'product'],
  },
  async ({ store, locale }) => (
    <WishlistView
      store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
      locale={locale}
      labels={await cardLabels(locale)}
    />
  ),
);
export default Page;
export { generateMetadata };
