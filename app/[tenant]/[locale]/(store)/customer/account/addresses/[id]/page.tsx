import { notFound } from 'next/navigation';
import { EditAddress } from '@/components/account/customer-addresses';
import { definePersonalPage } from '@/components/layout/personal-page';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every real address renders on request. */
export function generateStaticParams() {
  return [{ id: BUILD_PLACEHOLDER_TENANT }];
}

/** `/customer/account/addresses/{id}`: changes one of the customer's addresses. */
const { Page, generateMetadata } = definePersonalPage<{
  tenant: string;
  locale: string;
  id: string;
}>(
  {
    path: '/customer/account/addresses',
    namespace: 'addresses',
    key: 'editTitle',
    parent: { path: '/customer/account/addresses', namespace: 'addresses', key: 'title' },
    namespaces: ['addresses', 'validation'],
  },
  ({ params }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) notFound();
    return <EditAddress id={id} />;
  },
);
export default Page;
export { generateMetadata };
