import { AccountGuard } from '@/components/account/account-guard';
import { WishlistView } from '@/components/favourites/wishlist-view';
import { definePersonalPage } from '@/components/layout/personal-page';
import { cardLabels } from '@/components/product/product-card';

/**
 * `/customer/account/wishlist` (Meus favoritos): the favourites the logged-in customer keeps on
 * the server (merged with this browser's at login), in the account.
 */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/wishlist',
    namespace: 'accountWishlist',
    key: 'title',
    namespaces: ['wishlist', 'product'],
  },
  async ({ store, locale }) => (
    <AccountGuard>
      <WishlistView
        store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
        locale={locale}
        labels={await cardLabels(locale)}
      />
    </AccountGuard>
  ),
);
export default Page;
export { generateMetadata };
