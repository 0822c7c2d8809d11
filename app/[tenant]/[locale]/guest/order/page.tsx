import {
  PersonalPage,
  personalPageContext,
  personalPageMetadata,
} from '@/components/layout/personal-page';
import { GuestOrderLookup } from '@/components/orders/guest-order-lookup';

type Props = PageProps<'/[tenant]/[locale]/guest/order'>;

const page = { path: '/guest/order', namespace: 'header', key: 'orderStatus' } as const;

export const generateMetadata = ({ params }: Props) => personalPageMetadata(params, page);

/** `/guest/order`: a shopper without an account follows an order by its number and CPF/CNPJ. */
export default async function GuestOrderPage({ params }: Props) {
  const { store, locale, title } = await personalPageContext(params, page);
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={page.path}
      title={title}
      namespaces={['orders', 'validation']}
    >
      <GuestOrderLookup />
    </PersonalPage>
  );
}
