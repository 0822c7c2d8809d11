'use client';

import { useTranslations } from 'next-intl';
import { CHECKOUT_FORM_ID } from '@/components/checkout/form-id';
import type { ReferencesStepProps } from '@/components/checkout/checkout-strategy';

/**
 * The portal checkout's purchase-order number and cost centre: shown on Meus Pedidos and the
 * order, for the company's accounts to match the boleto with their purchase.
 */
export function PortalReferences({ control, errors }: ReferencesStepProps) {
  const t = useTranslations('checkoutUi');
  const fields = [
    { name: 'purchaseOrder', label: t('portalPurchaseOrder') },
    { name: 'costCentre', label: t('portalCostCentre') },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map(({ name, label }) => {
        const id = `checkout-${name}`;
        const error = errors[name];
        return (
          <div key={name}>
            <label htmlFor={id} className="block text-sm font-medium">
              {label} <span className="font-normal text-neutral-600">{t('optional')}</span>
            </label>
            <input
              {...control(name)}
              form={CHECKOUT_FORM_ID}
              autoComplete="off"
              className="w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-600"
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
