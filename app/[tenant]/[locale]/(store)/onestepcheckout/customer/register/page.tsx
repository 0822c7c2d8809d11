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
  () => <RegisterForm />,
);
export default Page;
export { generateMetadata };
