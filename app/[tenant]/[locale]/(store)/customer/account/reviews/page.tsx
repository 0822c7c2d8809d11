import { CustomerReviews } from '@/components/account/customer-reviews';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/account/reviews` (Minhas avaliações); login required. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/account/reviews',
    namespace: 'reviews',
    key: 'title',
    namespaces: ['reviews'],
  },
  () => <CustomerReviews />,
);
export default Page;
export { generateMetadata };
