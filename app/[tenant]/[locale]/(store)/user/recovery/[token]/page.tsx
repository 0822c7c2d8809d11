import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { definePersonalPage } from '@/components/layout/personal-page';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

/** One placeholder for the build (ADR 0002); every real link renders on request. */
export function generateStaticParams() {
  return [{ token: BUILD_PLACEHOLDER_TENANT }];
}

/**
 * `/user/recovery/{token}`: the page of the recovery e-mail's link, to set a new password. The
 * token stays out of the canonical address, and the page out of search engines.
 */
const { Page, generateMetadata } = definePersonalPage<{
  tenant: string;
  locale: string;
  token: string;
}>(
  {
    path: '/user/recovery',
    namespace: 'account',
    key: 'resetTitle',
    namespaces: ['account', 'validation'],
  },
  ({ params }) => <ResetPasswordForm token={params.token} />,
);
export default Page;
export { generateMetadata };
