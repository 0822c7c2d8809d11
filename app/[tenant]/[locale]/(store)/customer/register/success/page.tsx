import { RegisterSuccess } from '@/components/account/register-success';
import { definePersonalPage } from '@/components/layout/personal-page';

/** `/customer/register/success`: where a registration ends. */
const { Page, generateMetadata } = definePersonalPage(
  {
    path: '/customer/register/success',
    namespace: 'register',
    key: 'successTitle',
    namespaces: ['register'],
  },
  () => <RegisterSuccess />,
);
export default Page;
export { generateMetadata };
