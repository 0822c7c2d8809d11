'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import { portalAdminKeys, portalCompaniesQuery } from '@/lib/api-client/portal-admin';
import type { PortalCompany } from '@/lib/contracts/portal';
import { maskCnpj, maskZipcode } from '@/lib/domain/masks';
import { Modal } from '@/components/ui/modal';
import { placeSaved } from './admin-list';
import { CompanyForm } from './company-form';

/**
 * Empresas (SPEC.md section 2, the group administrator's): the group's companies with their
 * CNPJ (numeric or alphanumeric), state registration and addresses; the customer form modal to
 * add a company or edit one. The list comes rendered from the server (`initialCompanies`); what
 * is saved shows at once, then the list is asked again.
 */
export function CompaniesAdmin({
  customer,
  initialCompanies,
}: {
  customer: string;
  initialCompanies: PortalCompany[];
}) {
  const t = useTranslations('portalAdmin');
  const tr = useTranslations('register');
  const ta = useTranslations('addresses');
  const hydrated = useHydrated();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const companies = useQuery({
    ...portalCompaniesQuery(customer),
    initialData: initialCompanies,
  });
  /** The company in the modal: one being edited, 'new', or none (closed). */
  const [editing, setEditing] = useState<PortalCompany | 'new' | null>(null);

  const saved = (company: PortalCompany, message: string) => {
    setEditing(null);
    snackbar(message, 'success');
    queryClient.setQueryData<PortalCompany[]>(
      portalAdminKeys.companies(customer),
      (list) => list && placeSaved(list, company),
    );
    void queryClient.invalidateQueries({ queryKey: portalAdminKeys.companies(customer) });
  };

  const list = companies.data;
  const editButton = (company: PortalCompany) => (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={t('editLabel', { name: company.name })}
      disabled={!hydrated}
      onClick={() => setEditing(company)}
      className="min-h-11 rounded-lg px-3 font-medium text-[var(--store-primary)] underline hover:bg-neutral-100"
    >
      {t('edit')}
    </button>
  );
  const stateRegistration = (company: PortalCompany) =>
    company.stateRegistration || (
      <span className="text-neutral-500">{t('noStateRegistration')}</span>
    );
  /** The first address in one line, and how many the company has. */
  const addresses = (company: PortalCompany) => {
    const [first] = company.addresses;
    return (
      <>
        {first && (
          <span className="block">
            {t('addressLine', first)} ·{' '}
            <span className="whitespace-nowrap">
              {ta('zipcodeLine', { zipcode: maskZipcode(first.zipcode) })}
            </span>
          </span>
        )}
        <span className="block text-xs text-neutral-600">
          {t('addressCount', { count: company.addresses.length })}
        </span>
      </>
    );
  };
  const cell = 'px-3 py-2 text-left align-top';

  return (
    <div className="mt-6 grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-neutral-600">{t('companiesCount', { count: list.length })}</p>
        <button
          type="button"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => setEditing('new')}
          className={`${primaryButtonClass} shrink-0`}
        >
          {t('addCompany')}
        </button>
      </div>

      {list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-neutral-300 bg-white p-6 text-center text-neutral-700">
          {t('noCompanies')}
        </p>
      ) : (
        <>
          {/* On a phone, one card per company. */}
          <ul className="grid gap-3 md:hidden">
            {list.map((company) => (
              <li
                key={company.id}
                className="rounded-xl border border-neutral-200 bg-white p-4"
                data-testid="company-card"
              >
                <p className="font-semibold break-words">{company.name}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-neutral-600">{tr('cnpj')}</dt>
                  <dd className="whitespace-nowrap">{maskCnpj(company.cnpj)}</dd>
                  <dt className="text-neutral-600">{t('stateRegistration')}</dt>
                  <dd>{stateRegistration(company)}</dd>
                  <dt className="text-neutral-600">{t('addresses')}</dt>
                  <dd className="min-w-0">{addresses(company)}</dd>
                </dl>
                <div className="-mx-3 mt-1 -mb-2 flex justify-end">{editButton(company)}</div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl border border-neutral-200 bg-white md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('companiesCount', { count: list.length })}</caption>
              <thead className="bg-neutral-100 text-neutral-700">
                <tr>
                  <th scope="col" className={cell}>
                    {tr('companyName')}
                  </th>
                  <th scope="col" className={cell}>
                    {tr('cnpj')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('stateRegistration')}
                  </th>
                  <th scope="col" className={cell}>
                    {t('addresses')}
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-neutral-200">
                {list.map((company) => (
                  <tr key={company.id}>
                    <th scope="row" className={`${cell} font-semibold`}>
                      {company.name}
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>{maskCnpj(company.cnpj)}</td>
                    <td className={cell}>{stateRegistration(company)}</td>
                    <td className={cell}>{addresses(company)}</td>
                    <td className={`${cell} py-1 text-right`}>{editButton(company)}</td>
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
        title={t(editing === 'new' ? 'addCompany' : 'editCompany')}
        closeLabel={t('close')}
        onClose={() => setEditing(null)}
        testId="company-dialog"
      >
        {editing !== null && (
          <CompanyForm
            key={editing === 'new' ? 'new' : editing.id}
            customer={customer}
            company={editing === 'new' ? null : editing}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
