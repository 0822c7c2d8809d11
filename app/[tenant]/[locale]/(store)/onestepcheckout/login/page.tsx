import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoginPageForm } from '@/components/account/login-page-form';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/onestepcheckout/login`: header, breadcrumb, the login form and the register link. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/onestepcheckout/login',
    namespace: 'account',
    key: 'loginTitle',
    namespaces: ['account', 'validation'],
  },
  async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'account' });
    return (
      <div className="mt-6 max-w-md rounded-xl border border-neutral-200 p-6">
        <h2 className="text-lg font-semibold">{t('loginHeading')}</h2>
        <p className="mt-1 mb-5 text-sm text-neutral-600">{t('loginIntro')}</p>
        <Suspense fallback={<div className="h-72 animate-pulse rounded-lg bg-neutral-100" />}>
          <LoginPageForm />
        </Suspense>
      </div>
    );
  },
);
export default Page;
export { generateMetadata };
