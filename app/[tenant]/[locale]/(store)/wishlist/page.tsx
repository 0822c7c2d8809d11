import { WishlistView } from '@/components/favourites/wishlist-view';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/wishlist`: the shopper's favourites, kept in the browser (and on the server when logged in). */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/wishlist',
    namespace: 'wishlist',
    key: 'title',
    namespaces: ['wishlist', 'product', 'favourites', 'comparison', 'reviews'],
  },
  ({ store, locale }) => (
    <WishlistView
      store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
      locale={locale}
    />
  ),
);
export default Page;
export { generateMetadata };
