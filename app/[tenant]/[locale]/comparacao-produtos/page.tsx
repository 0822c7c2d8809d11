import { CompareView } from '@/components/comparison/compare-view';
import {
  PersonalPage,
  personalPageContext,
  personalPageMetadata,
} from '@/components/layout/personal-page';

type Props = PageProps<'/[tenant]/[locale]/comparacao-produtos'>;

const page = { path: '/comparacao-produtos', namespace: 'comparePage', key: 'title' } as const;

export const generateMetadata = ({ params }: Props) => personalPageMetadata(params, page);

/** `/comparacao-produtos`: the products chosen for comparison, side by side. */
export default async function ComparePage({ params }: Props) {
  const { store, locale, title } = await personalPageContext(params, page);
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={page.path}
      title={title}
      namespaces={['comparePage', 'comparison', 'product', 'productPage', 'favourites']}
    >
      <CompareView
        store={{ usdPerBrl: store.usdPerBrl, defaultInCashPayment: store.defaultInCashPayment }}
        locale={locale}
      />
    </PersonalPage>
  );
}
