'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { addressesQuery, addressQuery, deleteAddress } from '@/lib/api-client/account';
import { accountKeys } from '@/lib/api-client/customer';
import type { Address } from '@/lib/contracts/addresses';
import { maskDocument, maskPhone, maskZipcode } from '@/lib/domain/masks';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { AccountGuard } from './account-guard';
import { AddressForm, addressFormOf, BackToAddresses, newAddressForm } from './address-form';
import { accountSkeleton, LoadedList, LoadFailure } from './loaded-list';
import { useSession } from './session';

/** How a button names its address to a screen reader: street and number. */
const place = (a: Address) => ({ street: a.street, number: a.number });

/** `/customer/account/addresses` (Meus endereços): each address with edit and delete. */
export function CustomerAddresses() {
  return (
    <AccountGuard>
      <AddressList />
    </AccountGuard>
  );
}

function AddressList() {
  const t = useTranslations('addresses');
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const loaded = useQuery(addressesQuery());
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useApiMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onSuccess: ({ addresses, message }, address) => {
      // The list as the server left it (a deleted default passes to another address).
      queryClient.setQueryData(accountKeys.addresses(), addresses);
      queryClient.removeQueries({ queryKey: accountKeys.address(address.id) });
      snackbar(message, 'success', { action: `address:${address.id}` });
    },
    onSettled: () => setDeleting(null),
    reportTo: (address) => ({ action: `address:${address.id}` }),
  });
  const busy = remove.isPending;

  const add = (
    <Link
      href="/customer/account/addresses/new"
      className={`${primaryButtonClass} justify-self-start`}
    >
      {t('add')}
    </Link>
  );
  const empty = (
    <div className="grid gap-6">
      <p>{t('empty')}</p>
      {add}
    </div>
  );
  return (
    <LoadedList query={loaded} failed={t('loadFailed')} empty={empty}>
      {(addresses) => (
        <div className="mt-6 grid gap-6">
          <p className="text-sm text-neutral-600">{t('intro')}</p>
          <ul className="grid gap-4 md:grid-cols-2">
            {addresses.map((address) => (
              <li
                key={address.id}
                data-testid="customer-address"
                className="grid gap-1 rounded-xl border border-neutral-200 p-5 text-sm"
              >
                <p className="flex items-center gap-2 font-semibold">
                  {address.name}
                  {address.isDefault && (
                    <span className="rounded-full bg-[var(--store-primary)] px-2 py-0.5 text-xs text-[var(--store-primary-contrast)]">
                      {t('isDefault')}
                    </span>
                  )}
                </p>
                <p>
                  {address.street}, {address.number}
                  {address.complement && ` – ${address.complement}`}
                </p>
                <p>
                  {address.district}, {address.city}/{address.region}
                </p>
                <p>{t('zipcodeLine', { zipcode: maskZipcode(address.zipcode) })}</p>
                <p className="text-neutral-600">
                  {t(`types.${address.type}`)} · {maskDocument(address.document)} ·{' '}
                  {maskPhone(address.phone)}
                </p>
                <div className="mt-2 flex gap-4">
                  <Link
                    href={`/customer/account/addresses/${address.id}`}
                    aria-label={t('editLabel', place(address))}
                    className="font-medium text-[var(--store-primary)] underline"
                  >
                    {t('edit')}
                  </Link>
                  <button
                    type="button"
                    onClick={() => setDeleting(address)}
                    aria-label={t('deleteLabel', place(address))}
                    className="font-medium text-red-700 underline"
                  >
                    {t('delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          {add}
          <ConfirmDialog
            open={deleting !== null}
            title={deleting ? t('confirmDelete', place(deleting)) : ''}
            text={t('confirmDeleteText')}
            confirm={t(busy ? 'deleting' : 'delete')}
            cancel={t('cancel')}
            onConfirm={() => deleting && !busy && remove.mutate(deleting)}
            onClose={() => setDeleting(null)}
          />
        </div>
      )}
    </LoadedList>
  );
}

/** `/customer/account/addresses/new`: a new address, starting from the customer's own data. */
export function NewAddress() {
  return (
    <AccountGuard>
      <NewAddressForm />
    </AccountGuard>
  );
}

function NewAddressForm() {
  const { customer } = useSession();
  return customer && <AddressForm initial={newAddressForm(customer)} />;
}

/** `/customer/account/addresses/{id}`: one of the customer's addresses, to change. */
export function EditAddress({ id }: { id: number }) {
  return (
    <AccountGuard>
      <EditAddressForm id={id} />
    </AccountGuard>
  );
}

function EditAddressForm({ id }: { id: number }) {
  const t = useTranslations('addresses');
  const loaded = useQuery(addressQuery(id));
  if (loaded.isPending) return accountSkeleton;
  if (loaded.isError)
    return (
      <div className="mt-6 grid justify-items-start gap-3">
        <LoadFailure error={loaded.error} failed={t('loadFailed')} />
        <BackToAddresses />
      </div>
    );
  return <AddressForm initial={addressFormOf(loaded.data)} id={id} />;
}
