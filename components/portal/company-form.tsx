'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type InputHTMLAttributes } from 'react';
import { useFieldArray } from 'react-hook-form';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
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

/** An address field's name as a form post spells it (react-hook-form's is `addresses.0.city`). */
const postName = (index: number, field: AddressField) => `addresses[${index}][${field}]`;

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
  const { form, field, control, errorOf, idOf, busy, submit, reportTo } = useContractForm(
    portalCompanyBody,
    companyFormOf(company),
  );
  // Each address row keeps its own key, so that removing one keeps the others' fields as they are.
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({ control: form.control, name: 'addresses' });
  const limitId = `${idOf('addresses')}-limit`;
  const addButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once a row is added (its CEP) or removed (the add button). */
  const focusNext = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const next = focusNext.current;
    if (next === null) return;
    focusNext.current = null;
    if (next === 'add') addButton.current?.focus();
    else form.setFocus(`addresses.${next}.zipcode`);
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

  const save = submit(async (data) => {
    await saving.mutateAsync(data);
  });

  // An address's messages follow its place in the list: a change of the list drops them.
  const addAddress = () => {
    form.clearErrors('addresses');
    focusNext.current = rows.length;
    append(emptyAddress, { shouldFocus: false });
  };
  const removeAddress = (index: number) => {
    form.clearErrors('addresses');
    focusNext.current = 'add';
    remove(index);
  };
  // The list's own message (no address at all, too many), where react-hook-form keeps it.
  const listError = errorOf('addresses.root' as 'addresses');

  const input = (
    index: number,
    name: Exclude<AddressField, 'region'>,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <FormField
      {...field(`addresses.${index}.${name}`, name === 'zipcode' ? { mask: maskZipcode } : {})}
      label={ta(name)}
      name={postName(index, name)}
      {...extra}
    />
  );
  const regionSelect = (index: number) => {
    const props = control(`addresses.${index}.region`);
    const error = errorOf(`addresses.${index}.region`);
    return (
      <div>
        <label htmlFor={props.id} className="text-sm font-medium">
          {ta('region')}
        </label>
        <select
          {...props}
          name={postName(index, 'region')}
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
          <p id={`${props.id}-error`} className="mt-1 text-xs text-red-700">
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
      <FormField {...field('name')} label={tr('companyName')} autoComplete="off" data-autofocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('cnpj', { mask: maskCnpj })}
          label={tr('cnpj')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="00.000.000/0000-00"
        />
        <FormField
          {...field('stateRegistration')}
          label={t('stateRegistration')}
          autoComplete="off"
          hint={t('stateRegistrationHint')}
        />
      </div>

      <fieldset aria-describedby={limitId}>
        <legend className="text-base font-semibold">{t('addresses')}</legend>
        <div className="mt-2 grid gap-3">
          {listError && (
            <p className="text-xs text-red-700" role="alert">
              {listError}
            </p>
          )}
          {rows.map((row, index) => (
            <fieldset
              key={row.id}
              className="rounded-xl border border-neutral-200 p-4"
              data-testid="company-address"
            >
              {/* Floated, the legend sits inside the card, beside its remove button. */}
              <legend className="float-left py-2 text-sm font-semibold">
                {t('address', { number: index + 1 })}
              </legend>
              {rows.length > 1 && (
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
                    {input(index, 'street', { autoComplete: 'off' })}
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  {input(index, 'number', { autoComplete: 'off' })}
                  <div className="sm:col-span-2">
                    {input(index, 'district', { autoComplete: 'off' })}
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <div className="sm:col-span-2">
                    {input(index, 'city', { autoComplete: 'off' })}
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
              disabled={rows.length >= MAX_COMPANY_ADDRESSES}
              className={secondaryButtonClass}
            >
              {t('addAddress')}
            </button>
            <p id={limitId} className="text-xs text-neutral-600">
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
