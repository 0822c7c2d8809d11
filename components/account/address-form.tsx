'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm, type FieldOptions } from '@/components/ui/use-contract-form';
import { cepQuery, saveAddress } from '@/lib/api-client/account';
import { accountKeys } from '@/lib/api-client/customer';
import {
  ADDRESS_TYPES,
  addressBody,
  REGIONS,
  type Address,
  type AddressForm as Form,
  type CepAddress,
} from '@/lib/contracts/addresses';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import { maskDocument, maskPhone, maskZipcode, ZIPCODE_MASKED_LENGTH } from '@/lib/domain/masks';
import { primaryButtonClass } from '@/components/ui/button-classes';

type Field = Exclude<keyof Form, 'isDefault'>;

/** An address as its form shows it: masks applied. A new one starts from the customer's data. */
export const addressFormOf = (a: Address): Form => ({
  name: a.name,
  document: maskDocument(a.document),
  type: a.type,
  phone: maskPhone(a.phone),
  zipcode: maskZipcode(a.zipcode),
  street: a.street,
  number: a.number,
  complement: a.complement,
  district: a.district,
  city: a.city,
  region: a.region,
  isDefault: a.isDefault,
});

/** A new address starts from the customer's data, and from a CEP already given (the cart's). */
export const newAddressForm = (customer: SessionCustomerView, zipcode = ''): Form => ({
  name: customer.name,
  document: maskDocument(customer.document ?? ''),
  type: 'residencial',
  phone: maskPhone(customer.phone ?? ''),
  zipcode: maskZipcode(zipcode),
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  region: '',
  isDefault: false,
});

const selectClass = `${fieldInputClass} bg-white`;

const CEP_FIELDS = ['street', 'district', 'city', 'region'] as const;

/**
 * A delivery address, new or being edited (SPEC.md section 5: every field but the complement is
 * required; CEP with the mask 99999-999). A complete CEP fills the street, district, city and
 * state from the CEP lookup ('Erro ao buscar CEP' when it cannot); a field the customer typed is
 * never overwritten. Saved, the customer goes back to Meus endereços.
 */
export function AddressForm({
  initial,
  id,
  onSaved,
  onCancel,
}: {
  initial: Form;
  id?: number;
  /** Where a saved address goes (the checkout picks it); by default back to Meus endereços. */
  onSaved?: (address: Address) => void;
  /** A cancel button instead of the link back to Meus endereços. */
  onCancel?: () => void;
}) {
  const t = useTranslations('addresses');
  const snackbar = useSnackbar();
  const router = useRouter();
  const queryClient = useQueryClient();
  const {
    form,
    field: fieldProps,
    control,
    errorOf,
    busy,
    submit,
    reportTo,
  } = useContractForm(addressBody, initial);

  // What the last lookup wrote: those values may be replaced by the next CEP's, typed ones not.
  const fromCep = useRef<Partial<Record<(typeof CEP_FIELDS)[number], string>>>({});
  const lookUpCep = async (zipcode: string) => {
    let found: CepAddress;
    try {
      found = await queryClient.fetchQuery(cepQuery(zipcode.replace(/\D/g, '')));
    } catch {
      snackbar(t('zipcodeError'), 'error');
      return;
    }
    // Another CEP typed meanwhile: this answer is not for it.
    if (form.getValues('zipcode').replace(/\D/g, '') !== found.zipcode) return;
    for (const field of CEP_FIELDS) {
      const current = form.getValues(field) ?? '';
      if (found[field] && (current === '' || current === fromCep.current[field]))
        form.setValue(field, found[field]);
    }
    fromCep.current = Object.fromEntries(CEP_FIELDS.map((f) => [f, found[f]]));
    form.clearErrors([...CEP_FIELDS]);
  };
  // A new address that starts with a CEP (the one quoted in the cart) is filled from it.
  const startCep = initial.zipcode.length === ZIPCODE_MASKED_LENGTH && !initial.street;
  useEffect(() => {
    if (startCep && id === undefined) void lookUpCep(initial.zipcode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the CEP the form opens with
  }, []);

  const save = useApiMutation({
    mutationFn: (form: Form) => saveAddress(form, id),
    onSuccess: ({ address, message }) => {
      // Meus endereços and the checkout read the list again; this address is known as saved.
      void queryClient.invalidateQueries({ queryKey: accountKeys.addresses() });
      queryClient.setQueryData(accountKeys.address(address.id), address);
      snackbar(message, 'success', { keepOnNavigation: !onSaved });
      if (onSaved) onSaved(address);
      else router.push('/customer/account/addresses');
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
  // A complete CEP, other than the one there was, fills the address from the lookup.
  const zipcode = fieldProps('zipcode', { mask: maskZipcode });
  const onZipcode = (e: ChangeEvent<HTMLInputElement>) => {
    const before = form.getValues('zipcode');
    void zipcode.onChange(e);
    const typed = e.target.value;
    if (typed.length === ZIPCODE_MASKED_LENGTH && typed !== before) void lookUpCep(typed);
  };
  const select = (
    name: 'type' | 'region',
    options: readonly string[],
    label: (o: string) => string,
  ) => {
    const props = control(name);
    const error = errorOf(name);
    return (
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {t(name)}
        </label>
        <select {...props} className={selectClass}>
          {name === 'region' && <option value="">{t('chooseRegion')}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${props.id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-2xl gap-4 rounded-xl border border-neutral-200 p-6"
    >
      {field('name', { autoComplete: 'name' })}
      <div className="grid gap-4 sm:grid-cols-3">
        {field('document', {}, { mask: maskDocument })}
        {select('type', ADDRESS_TYPES, (type) => t(`types.${type}` as never))}
        {field('phone', { type: 'tel', autoComplete: 'tel-national' }, { mask: maskPhone })}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          {...zipcode}
          onChange={onZipcode}
          label={t('zipcode')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          maxLength={ZIPCODE_MASKED_LENGTH}
        />
        <div className="sm:col-span-2">{field('street', { autoComplete: 'address-line1' })}</div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('number')}
        <div className="sm:col-span-2">
          {field('complement', { autoComplete: 'address-line2' })}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {field('district')}
        {field('city', { autoComplete: 'address-level2' })}
        {select('region', REGIONS, (region) => region)}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          {...control('isDefault')}
          className="size-4 accent-[var(--store-primary)]"
        />
        {t('makeDefault')}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {t(busy ? 'saving' : 'save')}
        </button>
        {onCancel ? (
          <button
            type="button"
            onClick={onCancel}
            className="text-sm font-medium text-[var(--store-primary)] underline"
          >
            {t('cancel')}
          </button>
        ) : onSaved ? null : (
          <BackToAddresses />
        )}
      </div>
    </form>
  );
}

/** The way back to Meus endereços, under a form or an address that could not be loaded. */
export function BackToAddresses() {
  const t = useTranslations('addresses');
  return (
    <Link
      href="/customer/account/addresses"
      className="text-sm font-medium text-[var(--store-primary)] underline"
    >
      {t('back')}
    </Link>
  );
}
