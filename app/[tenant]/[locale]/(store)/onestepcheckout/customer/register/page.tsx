import { Suspense } from 'react';
import { RegisterForm } from '@/components/account/register-form';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/onestepcheckout/customer/register`: a person or a company opens an account. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/onestepcheckout/customer/register',
    namespace: 'register',
    key: 'title',
    namespaces: ['register', 'validation'],
  },
  // The form reads where to go back to (`redirect`) from the URL, in the browser.
  () => (
    <Suspense
      fallback={<div className="mt-6 h-96 max-w-xl animate-pulse rounded-xl bg-neutral-100" />}
    >
      <RegisterForm />
    </Suspense>
  ),
);
export default Page;
export { generateMetadata };
