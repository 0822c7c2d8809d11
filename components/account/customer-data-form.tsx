'use client';

import { useTranslations } from 'next-intl';
import type { ChangeEvent, FormEvent, InputHTMLAttributes } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useCheckedForm } from '@/components/ui/use-checked-form';
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
  const { values, setValues, set, fieldProps, busy, submit, reportTo } = useCheckedForm(
    customerDataBody,
    formOf(customer),
  );
  const save = useApiMutation({
    mutationFn: saveCustomerData,
    onSuccess: (saved) => {
      updated(saved.customer);
      setValues(formOf(saved.customer));
      snackbar(saved.message, 'success');
    },
    reportTo,
  });

  const send = (event: FormEvent) =>
    submit(event, async () => {
      await save.mutateAsync(values);
    });

  const field = (name: Field, extra: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FormField label={t(name)} {...fieldProps(name)} {...extra} />
  );

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
      {field('name', { autoComplete: 'name', maxLength: 255 })}
      {field('email', { type: 'email', autoComplete: 'email', maxLength: 255 })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('document', {
          maxLength: 18,
          onChange: (e: ChangeEvent<HTMLInputElement>) =>
            set('document', maskDocument(e.target.value)),
        })}
        {field('birthDate', { type: 'date', autoComplete: 'bday' })}
      </div>
      {field('phone', {
        type: 'tel',
        autoComplete: 'tel-national',
        maxLength: 14,
        onChange: (e: ChangeEvent<HTMLInputElement>) => set('phone', maskPhone(e.target.value)),
      })}
      <button type="submit" disabled={busy} className={`${primaryButtonClass} justify-self-start`}>
        {t(busy ? 'saving' : 'save')}
      </button>
    </form>
  );
}
