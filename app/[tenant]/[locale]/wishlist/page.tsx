import { WishlistView } from '@/components/favourites/wishlist-view';
import {
  PersonalPage,
  personalPageContext,
  personalPageMetadata,
} from '@/components/layout/personal-page';

type Props = PageProps<'/[tenant]/[locale]/wishlist'>;

const page = { path: '/wishlist', namespace: 'wishlist', key: 'title' } as const;

export const generateMetadata = ({ params }: Props) => personalPageMetadata(params, page);

/** `/wishlist`: the shopper's favourites, kept in the browser (and on the server when logged in). */
export default async function WishlistPage({ params }: Props) {
  const { store, locale, title } = await personalPageContext(params, page);
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={page.path}
      title={title}
      namespaces={['wishlist', 'product', 'favourites', 'comparison']}
    >
      <WishlistView
        store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
        locale={locale}
      />
    </PersonalPage>
  );
}
