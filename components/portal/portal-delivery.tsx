'use client';

import { useTranslations } from 'next-intl';
import type { PortalCompany } from '@/lib/contracts/portal';
import { AddressLines } from '@/components/checkout/address-lines';
import { maskCnpj } from '@/lib/domain/masks';

/** Where a portal order goes: a company of the group and one of its addresses (by index). */
export type PortalDeliveryChoice = { company: number; address: number; zipcode: string };

/**
 * The portal checkout's delivery: the group's companies, each with its addresses, as one choice
 * of a radio group (the company's name and CNPJ go on the order and the boleto). The addresses
 * are the companies' own, kept in Empresas by the administrator.
 */
export function PortalDelivery({
  companies,
  chosen,
  onChoose,
  error,
}: {
  companies: PortalCompany[];
  chosen: PortalDeliveryChoice | null;
  onChoose: (choice: PortalDeliveryChoice) => void;
  error?: string;
}) {
  const t = useTranslations('checkoutUi');
  return (
    <fieldset aria-describedby={error ? 'checkout-address-error' : undefined}>
      <legend className="mb-2 text-sm font-semibold">{t('portalCompanyTitle')}</legend>
      <div className="grid gap-4">
        {companies.map((company) => (
          <fieldset key={company.id} className="grid gap-2">
            <legend className="mb-2 text-sm">
              <span className="font-semibold">{company.name}</span>{' '}
              <span className="whitespace-nowrap text-neutral-600">
                {t('portalCnpj', { cnpj: maskCnpj(company.cnpj) })}
              </span>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {company.addresses.map((address, index) => (
                <label
                  key={index}
                  data-testid="checkout-address-option"
                  className="flex cursor-pointer gap-3 rounded-lg border border-neutral-200 p-3 text-sm has-[:checked]:border-[var(--store-primary)] has-[:checked]:bg-neutral-50"
                >
                  <input
                    type="radio"
                    name="checkout-address"
                    value={`${company.id}-${index}`}
                    checked={chosen?.company === company.id && chosen.address === index}
                    onChange={() =>
                      onChoose({ company: company.id, address: index, zipcode: address.zipcode })
                    }
                    className="mt-0.5 size-4 shrink-0 accent-[var(--store-primary)]"
                  />
                  <span>
                    <AddressLines address={address} zipcodeLabel={t('zipcode')} />
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {error && (
        <p id="checkout-address-error" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
