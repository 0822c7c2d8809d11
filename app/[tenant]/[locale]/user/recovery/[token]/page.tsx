import { ResetPasswordForm } from '@/components/account/reset-password-form';
import {
  PersonalPage,
  personalPageContext,
  personalPageMetadata,
} from '@/components/layout/personal-page';
import { BUILD_PLACEHOLDER_TENANT } from '@/lib/store/data';

type Props = PageProps<'/[tenant]/[locale]/user/recovery/[token]'>;

/** One placeholder for the build (ADR 0002); every real link renders on request. */
export function generateStaticParams() {
  return [{ token: BUILD_PLACEHOLDER_TENANT }];
}

// The token stays out of the canonical address, and the page out of search engines.
const page = { path: '/user/recovery', namespace: 'account', key: 'resetTitle' } as const;

export const generateMetadata = ({ params }: Props) => personalPageMetadata(params, page);

/** `/user/recovery/{token}`: the page of the recovery e-mail's link, to set a new password. */
export default async function PasswordRecoveryPage({ params }: Props) {
  const { store, locale, title } = await personalPageContext(params, page);
  const { token } = await params;
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={page.path}
      title={title}
      namespaces={['account', 'validation']}
    >
      <ResetPasswordForm token={token} />
    </PersonalPage>
  );
}
