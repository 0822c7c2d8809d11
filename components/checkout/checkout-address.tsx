'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AddressForm, newAddressForm } from '@/components/account/address-form';
import { addressesQuery } from '@/lib/api-client/account';
import { accountKeys } from '@/lib/api-client/customer';
import type { Address } from '@/lib/contracts/addresses';
import type { SessionCustomerView } from '@/lib/contracts/customer';
import { AddressLines } from './address-lines';

/**
 * The delivery address: one of the customer's (the main one chosen at first), or a new one added
 * right here with the same form as Meus endereços (CEP mask, SPEC.md section 5 fields). A CEP
 * quoted in the cart that none of the addresses has opens the form with it, filled from the CEP.
 */
export function CheckoutAddress({
  customer,
  chosen,
  onChoose,
  error,
  cartZipcode,
}: {
  customer: SessionCustomerView;
  chosen: number | null;
  onChoose: (id: number) => void;
  error?: string;
  /** The CEP quoted in the cart (8 digits), if any. */
  cartZipcode: string | null;
}) {
  const t = useTranslations('checkoutUi');
  const queryClient = useQueryClient();
  const addresses = useQuery(addressesQuery());
  const list = addresses.data ?? [];
  const newCep = cartZipcode && !list.some((a) => a.zipcode === cartZipcode) ? cartZipcode : '';
  // Open at first for a cart's CEP without an address, until the shopper closes it.
  const [adding, setAdding] = useState<boolean | null>(null);

  const saved = (address: Address) => {
    queryClient.setQueryData<Address[]>(accountKeys.addresses(), (old) => [
      ...(old ?? []).filter((a) => a.id !== address.id),
      address,
    ]);
    setAdding(false);
    onChoose(address.id);
  };

  if (addresses.isPending)
    return <div className="h-24 animate-pulse rounded-lg bg-neutral-100" aria-hidden />;
  if (addresses.isError)
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-700">
        <p>{t('addressesFailed')}</p>
        <button
          type="button"
          onClick={() => addresses.refetch()}
          className="font-medium text-[var(--store-primary)] underline"
        >
          {t('retry')}
        </button>
      </div>
    );

  const showForm = (adding ?? newCep !== '') || list.length === 0;
  return (
    <div className="grid gap-3">
      {list.length > 0 && (
        <fieldset aria-describedby={error ? 'checkout-address-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold">{t('addressTitle')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {list.map((address) => (
              <label
                key={address.id}
                data-testid="checkout-address-option"
                className="flex cursor-pointer gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-[:checked]:border-[var(--store-primary)] has-[:checked]:bg-neutral-50"
              >
                <input
                  type="radio"
                  name="checkout-address"
                  value={address.id}
                  checked={chosen === address.id}
                  onChange={() => onChoose(address.id)}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--store-primary)]"
                />
                <span>
                  <span className="block font-medium">{address.name}</span>
                  <AddressLines address={address} zipcodeLabel={t('zipcode')} />
                </span>
              </label>
            ))}
          </div>
          {error && (
            <p id="checkout-address-error" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
      {showForm ? (
        <div>
          <h3 className="font-semibold">{t('newAddress')}</h3>
          <AddressForm
            initial={newAddressForm(customer, newCep)}
            onSaved={saved}
            onCancel={list.length > 0 ? () => setAdding(false) : undefined}
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setAdding(true)}
          className="justify-self-start text-sm font-medium text-[var(--store-primary)] underline"
        >
          {t('addAddress')}
        </button>
      )}
    </div>
  );
}
