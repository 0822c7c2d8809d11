import { notFound } from 'next/navigation';
import { ReviewEditor } from '@/components/account/customer-reviews';
import { definePersonalPage } from '@/components/layout/personal-page';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every real product renders on request. */
export function generateStaticParams() {
  return [{ productId: BUILD_PLACEHOLDER_TENANT }];
}

/** `/customer/account/reviews/{productId}`: the review of a bought product, new or edited. */
const { Page, generateMetadata } = definePersonalPage<{
  tenant: string;
  locale: string;
  productId: string;
}>(
  {
    path: '/customer/account/reviews',
    namespace: 'reviews',
    key: 'writeTitle',
    parent: { path: '/customer/account/reviews', namespace: 'reviews', key: 'title' },
    namespaces: ['reviews', 'validation'],
  },
  ({ params }) => {
    const productId = Number(params.productId);
    if (!Number.isSafeInteger(productId) || productId <= 0) notFound();
    return <ReviewEditor productId={productId} />;
  },
);
export default Page;
export { generateMetadata };
