import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { LoginPageForm } from '@/components/account/login-page-form';
import {
  PersonalPage,
  personalPageContext,
  personalPageMetadata,
} from '@/components/layout/personal-page';

type Props = PageProps<'/[tenant]/[locale]/onestepcheckout/login'>;

const page = { path: '/onestepcheckout/login', namespace: 'account', key: 'loginTitle' } as const;

export const generateMetadata = ({ params }: Props) => personalPageMetadata(params, page);

/** `/onestepcheckout/login`: header, breadcrumb, the login form and the register link. */
export default async function LoginPage({ params }: Props) {
  const { store, locale, title } = await personalPageContext(params, page);
  const t = await getTranslations({ locale, namespace: 'account' });
  return (
    <PersonalPage
      store={store}
      locale={locale}
      path={page.path}
      title={title}
      namespaces={['account', 'validation']}
    >
      <div className="mt-6 max-w-md rounded-xl border border-neutral-200 p-6">
        <h2 className="text-lg font-semibold">{t('loginHeading')}</h2>
        <p className="mt-1 mb-5 text-sm text-neutral-600">{t('loginIntro')}</p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-neutral-100" />}>
          <LoginPageForm />
        </Suspense>
      </div>
    </PersonalPage>
  );
}
