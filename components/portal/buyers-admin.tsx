'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useDebounced } from '@/components/ui/use-debounced';
import { useHydrated } from '@/components/ui/use-hydrated';
import { portalAdminKeys, portalBuyersQuery } from '@/lib/api-client/portal-admin';
import type { PortalBuyer } from '@/lib/contracts/portal';
import { maskCpf, maskPhone } from '@/lib/domain/masks';
import { SEARCH_DEBOUNCE_MS } from '@/lib/domain/search';
import { Modal } from '@/components/ui/modal';
import { placeSaved } from './admin-list';
import { BuyerForm } from './buyer-form';

/**
 * Compradores (SPEC.md section 2, the group administrator's): the group's buyers with their
 * CPF, phone and status, the administrator marked; a search over name, e-mail and CPF as the
 * administrator types (a plain GET form without JavaScript); the customer form modal to add a
 * buyer or edit one. The first list comes rendered from the server (`initialBuyers`, for
 * `initialSearch`); what is saved shows at once, then the list is asked again.
 */
export function BuyersAdmin({
  customer,
  initialSearch,
  initialBuyers,
}: {
  customer: string;
  initialSearch: string;
  initialBuyers: PortalBuyer[];
}) {
  const t = useTranslations('portalAdmin');
  const tr = useTranslations('register');
  const id = useId();
  const hydrated = useHydrated();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(initialSearch);
  const search = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const buyers = useQuery({
    ...portalBuyersQuery(customer, search),
    initialData: search === initialSearch ? initialBuyers : undefined,
    placeholderData: keepPreviousData,
  });
  /** The buyer in the modal: one being edited, 'new', or none (closed). */
  const [editing, setEditing] = useState<PortalBuyer | 'new' | null>(null);

  // The search stays in the address: a reload (or a link) shows the same list.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('search') === (search || null)) return;
    if (search) url.searchParams.set('search', search);
    else url.searchParams.delete('search');
    window.history.replaceState(window.history.state, '', url);
  }, [search]);

  const saved = (buyer: PortalBuyer, message: string) => {
    setEditing(null);
    snackbar(message, 'success');
    queryClient.setQueriesData<PortalBuyer[]>(
      { queryKey: portalAdminKeys.buyers(customer) },
      (list) => list && placeSaved(list, buyer),
    );
    void queryClient.invalidateQueries({ queryKey: portalAdminKeys.buyers(customer) });
  };

  const list = buyers.data ?? [];
  const waiting = term.trim() !== search || buyers.isPlaceholderData;
  const editLabel = (buyer: PortalBuyer) => t('editLabel', { name: buyer.name });
  const editButton = (buyer: PortalBuyer) => (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={editLabel(buyer)}
      disabled={!hydrated}
      onClick={() => setEditing(buyer)}
      className="min-h-11 rounded-lg px-3 font-medium text-[var(--store-primary)] underline hover:bg-neutral-100"
    >
      {t('edit')}
    </button>
  );
  const status = (buyer: PortalBuyer) => (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${buyer.active ? 'bg-emerald-100 text-emerald-900' : 'bg-neutral-200 text-neutral-800'}`}
    >
      {t(buyer.active ? 'active' : 'inactive')}
    </span>
  );
  const adminBadge = (buyer: PortalBuyer) =>
    buyer.isAdmin && (
      <span className="ml-2 inline-flex rounded-full bg-[var(--store-primary)] px-2 py-0.5 align-middle text-xs font-semibold text-[var(--store-primary-contrast)]">
        {t('admin')}
      </span>
    );
  const cell = 'px-3 py-2 text-left';

  return (
    <div className="mt-6 grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form
          role="search"
          method="get"
          onSubmit={(event) => event.preventDefault()}
          className="flex w-full max-w-md items-end gap-2"
        >
          <div className="grow">
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              {t('searchLabel')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              name="search"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              placeholder={t('searchPlaceholder')}
              maxLength={255}
              autoComplete="off"
              className={`${fieldInputClass} min-h-11 bg-white`}
            />
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium hover:border-[var(--store-primary)]"
          >
            {t('searchSubmit')}
          </button>
        </form>
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => setEditing('new')}
          className={`${primaryButtonClass} shrink-0`}
        >
          {t('addBuyer')}
        </button>
      </div>

      <p role="status" className="text-sm text-neutral-600">
        {waiting ? t('searching') : t('buyersCount', { count: list.length })}
      </p>

      {buyers.isError && (
        <div role="alert" className="grid justify-items-start gap-2 rounded-xl bg-red-50 p-4">
          <p className="text-red-800">{t('loadFailed')}</p>
          <button
            type="button"
            onClick={() => void buyers.refetch()}
            className="font-medium text-[var(--store-primary)] underline"
          >
            {t('retry')}
          </button>
        </div>
      )}
      {buyers.isError && !buyers.data ? null : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">
          {t('noBuyers')}
        </p>
      ) : (
        <>
          {/* On a phone, one card per buyer. */}
          <ul className="grid gap-3 md:hidden" aria-busy={waiting || undefined}>
            {list.map((buyer) => (
              <li
                key={buyer.id}
                className="rounded-xl border border-neutral-200 bg-white p-4"
                data-testid="buyer-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 font-semibold break-words">
                    {buyer.name}
                    {adminBadge(buyer)}
                  </p>
                  {status(buyer)}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-neutral-600">{tr('email')}</dt>
                  <dd className="min-w-0 break-all">{buyer.email}</dd>
                  <dt className="text-neutral-600">{tr('cpf')}</dt>
                  <dd>{buyer.document ? maskCpf(buyer.document) : '—'}</dd>
                  <dt className="text-neutral-600">{tr('phone')}</dt>
                  <dd>{buyer.phone ? maskPhone(buyer.phone) : '—'}</dd>
                </dl>
                <div className="-mx-3 mt-1 -mb-2 flex justify-end">{editButton(buyer)}</div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white md:block">
            <table className="w-full text-sm" aria-busy={waiting || undefined}>
              <caption className="sr-only">{t('buyersCount', { count: list.length })}</caption>
              <thead className="bg-neutral-100 text-neutral-700">
                <tr>
                  <th scope="col" className={cell}>
                    {t('name')}
                  </th>
                  <th scope="col" className={cell}>
                    {tr('email')}
                  </th>
                  <th scope="col" className={cell}>
                    {tr('cpf')}
                  </th>
                  <th scope="col" className={cell}>
                    {tr('phone')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('status')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {list.map((buyer) => (
                  <tr key={buyer.id}>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {buyer.name}
                      {adminBadge(buyer)}
                    </th>
                    <td className={`${cell} break-all`}>{buyer.email}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {buyer.document ? maskCpf(buyer.document) : '—'}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {buyer.phone ? maskPhone(buyer.phone) : '—'}
                    </td>
                    <td className={cell}>{status(buyer)}</td>
                    <td className={`${cell} py-1 text-right`}>{editButton(buyer)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      <Modal
        width="wide"
        open={editing !== null}
        title={t(editing === 'new' ? 'addBuyer' : 'editBuyer')}
        closeLabel={t('close')}
        onClose={() => setEditing(null)}
        testId="buyer-dialog"
      >
        {editing !== null && (
          <BuyerForm
            key={editing === 'new' ? 'new' : editing.id}
            customer={customer}
            buyer={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
