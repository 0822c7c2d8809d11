'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm, type FieldOptions } from '@/components/ui/use-contract-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { PERSON_TYPES, registerBody, type RegisterForm as Form } from '@/lib/contracts/customer';
import { maskCnpj, maskCpf, maskPhone } from '@/lib/domain/masks';
import { safeRedirectPath, withRedirect } from '@/lib/domain/redirect';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useSession } from './session';

type Field = 'name' | 'email' | 'password' | 'document' | 'birthDate' | 'phone';

const empty: Form = {
  personType: 'person',
  name: '',
  email: '',
  password: '',
  document: '',
  birthDate: '',
  phone: '',
};

/**
 * `/onestepcheckout/customer/register`: a person (CPF, birth date) or a company (CNPJ, numeric or
 * alphanumeric, foundation date), every field checked on submit with the store's messages and
 * again by the server (an e-mail or document already registered comes back on its field). The new
 * customer is logged in with the shopper's cart and sent to the success page, or back to the page
 * that sent them (`redirect`, the checkout say) with the success message.
 */
export function RegisterForm() {
  const t = useTranslations('register');
  const router = useRouter();
  const snackbar = useSnackbar();
  const redirect = useSearchParams().get('redirect');
  const hydrated = useHydrated();
  const { register } = useSession();
  const {
    form,
    field: fieldProps,
    control,
    busy,
    submit,
    reportTo,
  } = useContractForm(registerBody, empty);
  const company = form.watch('personType') === 'company';
  // An e-mail or document already registered comes back on its field (reportTo).
  const registration = useApiMutation({
    mutationFn: register,
    onSuccess: () => {
      const back = safeRedirectPath(redirect, '/');
      if (back === '/') router.push('/customer/register/success');
      else {
        // The message explains where the shopper lands, so it goes along to that page.
        snackbar(t('successText'), 'success', { keepOnNavigation: true });
        router.push(back);
      }
    },
    reportTo,
  });

  // The values as typed (masked), which the server checks with the same contract.
  const send = submit(async () => {
    await registration.mutateAsync(form.getValues());
  });

  const field = (
    name: Field,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> & { hint?: string },
    options?: FieldOptions,
  ) => <FormField {...fieldProps(name, options)} label={label} {...extra} />;

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-xl gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <p className="text-sm text-neutral-600">{t('intro')}</p>
      <fieldset>
        <legend className="text-sm font-medium">{t('personType')}</legend>
        <div className="mt-1 inline-flex rounded-lg border border-neutral-300 p-0.5 text-sm">
          {PERSON_TYPES.map((type) => (
            <label
              key={type}
              className="cursor-pointer rounded-md px-3 py-1 has-checked:bg-[var(--store-primary)] has-checked:text-[var(--store-primary-contrast)] has-focus-visible:ring-2"
            >
              <input
                type="radio"
                {...control('personType', { value: type })}
                onChange={(event) => {
                  void control('personType').onChange(event);
                  form.setValue('document', '');
                  form.clearErrors();
                }}
                className="sr-only"
              />
              {t(type)}
            </label>
          ))}
        </div>
      </fieldset>
      {field('name', t(company ? 'companyName' : 'name'), {
        autoComplete: company ? 'organization' : 'name',
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          'document',
          t(company ? 'cnpj' : 'cpf'),
          { inputMode: company ? 'text' : 'numeric' },
          { mask: company ? maskCnpj : maskCpf },
        )}
        {field('birthDate', t(company ? 'foundationDate' : 'birthDate'), {
          type: 'date',
          autoComplete: company ? 'off' : 'bday',
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('email', t('email'), { type: 'email', autoComplete: 'email' })}
        {field(
          'phone',
          t('phone'),
          { type: 'tel', autoComplete: 'tel-national' },
          { mask: maskPhone },
        )}
      </div>
      {field('password', t('password'), {
        type: 'password',
        autoComplete: 'new-password',
        hint: t('passwordHint'),
      })}
      <button type="submit" disabled={busy || !hydrated} className={primaryButtonClass}>
        {t(busy ? 'submitting' : 'submit')}
      </button>
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <Link
          href={withRedirect('/onestepcheckout/login', redirect)}
          className="font-medium text-[var(--store-primary)] underline"
        >
          {t('loginLink')}
        </Link>
      </p>
    </form>
  );
}
