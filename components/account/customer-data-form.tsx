'use client';

import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm, type FieldOptions } from '@/components/ui/use-contract-form';
import { saveCustomerData } from '@/lib/api-client/customer';
import {
  customerDataBody,
  type CustomerDataForm as Form,
  type SessionCustomerView,
} from '@/lib/contracts/customer';
import { maskDocument, maskPhone } from '@/lib/domain/masks';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useSession } from './session';

type Field = keyof Form;

const formOf = (c: SessionCustomerView): Form => ({
  name: c.name,
  email: c.email,
  document: maskDocument(c.document ?? ''),
  birthDate: c.birthDate ?? '',
  phone: maskPhone(c.phone ?? ''),
});

/**
 * Meus Dados (`/customer/account/edit`): the customer's name, e-mail, CPF/CNPJ, birth date and
 * phone. Until all are filled the page says so: the store needs them to sell (SPEC.md section 5).
 */
export function CustomerDataForm({ customer }: { customer: SessionCustomerView }) {
  const t = useTranslations('accountData');
  const snackbar = useSnackbar();
  const { updated } = useSession();
  const {
    form,
    field: fieldProps,
    busy,
    submit,
    reportTo,
  } = useContractForm(customerDataBody, formOf(customer));
  const save = useApiMutation({
    mutationFn: saveCustomerData,
    onSuccess: (saved) => {
      updated(saved.customer);
      form.reset(formOf(saved.customer));
      snackbar(saved.message, 'success');
    },
    reportTo,
  });

  // The values as typed (masked), which the server checks with the same contract.
  const send = submit(async () => {
    await save.mutateAsync(form.getValues());
  });

  const field = (
    name: Field,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
    options?: FieldOptions,
  ) => <FormField {...fieldProps(name, options)} label={t(name)} {...extra} />;

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-xl gap-4 rounded-xl border border-neutral-200 p-6"
    >
      {customer.isCustomerDataComplete ? (
        <p className="text-sm text-neutral-600">{t('intro')}</p>
      ) : (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('incomplete')}
        </p>
      )}
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('document', {}, { mask: maskDocument })}
        {field('birthDate', { type: 'date', autoComplete: 'bday' })}
      </div>
      {field('phone', { type: 'tel', autoComplete: 'tel-national' }, { mask: maskPhone })}
      <button type="submit" disabled={busy} className={`${primaryButtonClass} justify-self-start`}>
        {t(busy ? 'saving' : 'save')}
      </button>
    </form>
  );
}
