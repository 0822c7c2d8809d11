'use client';

import { AccountGuard } from './account-guard';
import { CustomerDataForm } from './customer-data-form';
import { useSession } from './session';

/** Meus Dados behind the login: the form starts from the session's customer. */
export function CustomerDataPage() {
  return (
    <AccountGuard>
      <LoggedInForm />
    </AccountGuard>
  );
}

function LoggedInForm() {
  const { customer } = useSession();
  return customer && <CustomerDataForm key={customer.id} customer={customer} />;
}
