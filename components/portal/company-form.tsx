'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { savePortalCompany } from '@/lib/api-client/portal-admin';
import { REGIONS } from '@/lib/contracts/addresses';
import {
  MAX_COMPANY_ADDRESSES,
  portalCompanyBody,
  type PortalCompany,
  type PortalCompanyForm,
} from '@/lib/contracts/portal';
import { maskCnpj, maskZipcode, ZIPCODE_MASKED_LENGTH } from '@/lib/domain/masks';
import { ModalFormActions } from '@/components/ui/modal';

type AddressValues = PortalCompanyForm['addresses'][number];
type AddressField = keyof AddressValues;

const emptyAddress: AddressValues = {
  street: '',
  number: '',
  district: '',
  city: '',
  region: '',
  zipcode: '',
};

/** The form of a company being edited (CNPJ and CEPs masked), or of a new one. */
export const companyFormOf = (company: PortalCompany | null): PortalCompanyForm =>
  company
    ? {
        name: company.name,
        cnpj: maskCnpj(company.cnpj),
        stateRegistration: company.stateRegistration,
        addresses: company.addresses.map((a) => ({ ...a, zipcode: maskZipcode(a.zipcode) })),
      }
    : { name: '', cnpj: '', stateRegistration: '', addresses: [emptyAddress] };

/**
 * The customer form modal's form of Empresas: name, CNPJ (numeric or alphanumeric, masked as
 * typed), state registration and one to ten addresses (CEP masked, UF chosen), added and removed
 * here. Checked on submit with the API's own contract, each message on its field (an address's
 * by its place in the list, as the server names them too); nothing typed is lost on an error.
 */
export function CompanyForm({
  customer,
  company,
  onSaved,
  onCancel,
}: {
  customer: string;
  /** The company being edited, or null for a new one. */
  company: PortalCompany | null;
  onSaved: (company: PortalCompany, message: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('portalAdmin');
  const tr = useTranslations('register');
  const ta = useTranslations('addresses');
  const { values, setValues, fieldProps, errors, setErrors, busy, submit, reportTo } =
    useCheckedForm(portalCompanyBody, companyFormOf(company), { nested: true });
  const baseId = fieldProps('addresses').id;
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once a row is added (its CEP) or removed (the add button). */
  const focusNext = useRef<number | 'add' | null>(null);
  const addresses = values.addresses;
  /** Each address row's own key, so that removing one keeps the others' fields as they are. */
  const [rows, setRows] = useState(() => addresses.map((_, i) => i));
  const nextRow = useRef(addresses.length);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'add') addButton.current?.focus();
    else document.getElementById(`${baseId}-${next}-zipcode`)?.focus();
  });

  const saving = useApiMutation({
    mutationFn: async (body: Parameters<typeof savePortalCompany>[1]) => {
      let message = '';
      const saved = await savePortalCompany(customer, body, company?.id, (m) => (message = m));
      return { saved, message };
    },
    onSuccess: ({ saved, message }) => onSaved(saved, message),
    reportTo,
  });

  const save = (event: FormEvent) =>
    submit(event, async (data) => {
      await saving.mutateAsync(data);
    });

  const setAddress = (index: number, field: AddressField, value: string) =>
    setValues((v) => ({
      ...v,
      addresses: v.addresses.map((a, i) => (i === index ? { ...a, [field]: value } : a)),
    }));
  /** An address's messages follow its place in the list: a change of the list drops them. */
  const dropAddressErrors = () =>
    setErrors(
      (e) =>
        Object.fromEntries(
          Object.entries(e).filter(([key]) => !key.startsWith('addresses')),
        ) as typeof e,
    );
  const addAddress = () => {
    setValues((v) => ({ ...v, addresses: [...v.addresses, emptyAddress] }));
    setRows((r) => [...r, nextRow.current++]);
    dropAddressErrors();
    focusNext.current = addresses.length;
  };
  const removeAddress = (index: number) => {
    setValues((v) => ({ ...v, addresses: v.addresses.filter((_, i) => i !== index) }));
    setRows((r) => r.filter((_, i) => i !== index));
    dropAddressErrors();
    focusNext.current = 'add';
  };

  const addressField = (index: number, field: AddressField) => {
    const id = `${baseId}-${index}-${field}`;
    const error = errors[`addresses.${index}.${field}`];
    return {
      id,
      name: `addresses[${index}][${field}]`,
      value: addresses[index]?.[field] ?? '',
      error,
      label: field === 'region' ? ta('region') : ta(field),
    };
  };
  const input = (index: number, field: Exclude<AddressField, 'region'>, extra = {}) => (
    <FormField
      {...addressField(index, field)}
      onChange={(e: ChangeEvent<HTMLInputElement>) =>
        setAddress(index, field, field === 'zipcode' ? maskZipcode(e.target.value) : e.target.value)
      }
      {...extra}
    />
  );
  const regionSelect = (index: number) => {
    const { id, name, value, error, label } = addressField(index, 'region');
    return (
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => setAddress(index, 'region', e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${fieldInputClass} bg-white`}
        >
          <option value="">{ta('chooseRegion')}</option>
          {REGIONS.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={save}
      method="post"
      noValidate
      className="grid gap-4"
      data-testid="company-form"
    >
      <FormField
        label={tr('companyName')}
        {...fieldProps('name')}
        autoComplete="off"
        maxLength={255}
        data-autofocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={tr('cnpj')}
          {...fieldProps('cnpj')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="00.000.000/0000-00"
          maxLength={18}
          onChange={(e: ChangeEvent<HTMLInputElement>) =>
            setValues((v) => ({ ...v, cnpj: maskCnpj(e.target.value) }))
          }
        />
        <FormField
          label={t('stateRegistration')}
          {...fieldProps('stateRegistration')}
          autoComplete="off"
          maxLength={20}
          hint={t('stateRegistrationHint')}
        />
      </div>

      <fieldset aria-describedby={`${baseId}-limit`}>
        <legend className="text-base font-semibold">{t('addresses')}</legend>
        <div className="mt-2 grid gap-3">
          {errors.addresses && (
            <p className="text-xs text-red-700" role="alert">
              {errors.addresses}
            </p>
          )}
          {addresses.map((_, index) => (
            <fieldset
              key={rows[index]}
              className="rounded-xl border border-neutral-200 p-4"
              data-testid="company-address"
            >
              {/* Floated, the legend sits inside the card, beside its remove button. */}
              <legend className="float-left py-2 text-sm font-semibold">
                {t('address', { number: index + 1 })}
              </legend>
              {addresses.length > 1 && (
                <button
                  type="button"
                  onClick={() => removeAddress(index)}
                  className="float-right min-h-9 rounded-lg px-2 text-sm font-medium text-red-700 underline hover:bg-red-50"
                >
                  {t('removeAddress', { number: index + 1 })}
                </button>
              )}
              <div className="clear-both grid gap-3 pt-1">
                <div className="grid gap-3 sm:grid-cols-3">
                  {input(index, 'zipcode', {
                    inputMode: 'numeric',
                    autoComplete: 'off',
                    placeholder: '00000-000',
                    maxLength: ZIPCODE_MASKED_LENGTH,
                  })}
                  <div className="sm:col-span-2">
                    {input(index, 'street', { autoComplete: 'off', maxLength: 120 })}
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  {input(index, 'number', { autoComplete: 'off', maxLength: 20 })}
                  <div className="sm:col-span-2">
                    {input(index, 'district', { autoComplete: 'off', maxLength: 120 })}
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <div className="sm:col-span-2">
                    {input(index, 'city', { autoComplete: 'off', maxLength: 120 })}
                  </div>
                  {regionSelect(index)}
                </div>
              </div>
            </fieldset>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <button
              ref={addButton}
              type="button"
              onClick={addAddress}
              disabled={addresses.length >= MAX_COMPANY_ADDRESSES}
              className={secondaryButtonClass}
            >
              {t('addAddress')}
            </button>
            <p id={`${baseId}-limit`} className="text-xs text-neutral-600">
              {t('addressesLimit', { max: MAX_COMPANY_ADDRESSES })}
            </p>
          </div>
        </div>
      </fieldset>

      <ModalFormActions
        cancel={ta('cancel')}
        submit={busy ? ta('saving') : t('save')}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
