'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type InputHTMLAttributes } from 'react';
import { FormField } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm, type FieldOptions } from '@/components/ui/use-contract-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { requestGuestOrder } from '@/lib/api-client/customer';
import { guestOrderBody, type PlacedOrder } from '@/lib/contracts/orders';
import { digitsOnly, maskDocument } from '@/lib/domain/masks';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { PlacedOrderView } from './placed-order-view';

type Field = 'id' | 'customerDocument';

/**
 * The guest order lookup (SPEC.md section 2): order number and CPF/CNPJ, checked on submit; the
 * order found is shown in place of the form, 'Pedido não encontrado!' otherwise.
 */
export function GuestOrderLookup() {
  const t = useTranslations('orders');
  const hydrated = useHydrated();
  const {
    form,
    field: fieldProps,
    busy,
    submit,
    reportTo,
  } = useContractForm(guestOrderBody, {
    id: '',
    customerDocument: '',
  });
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  // A lookup by POST (the document is not put in a URL): 'Pedido não encontrado!' is its refusal.
  const lookup = useApiMutation({
    mutationFn: requestGuestOrder,
    onSuccess: (found) => {
      setOrder(found);
      requestAnimationFrame(() => heading.current?.focus());
    },
    reportTo,
  });

  const send = submit(async () => {
    await lookup.mutateAsync(form.getValues());
  });

  if (order)
    return (
      <div ref={heading} tabIndex={-1} className="mt-6 grid gap-6 outline-none">
        <PlacedOrderView order={order} />
        <button
          type="button"
          onClick={() => setOrder(null)}
          className="justify-self-start rounded-lg border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t('another')}
        </button>
      </div>
    );

  const field = (
    name: Field,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement>,
    options: FieldOptions,
  ) => (
    // Not name="id": a form control named id would shadow the form's own id property.
    <FormField
      {...fieldProps(name, options)}
      label={label}
      name={name === 'id' ? 'orderNumber' : name}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={send}
      method="post"
      noValidate
      className="mt-6 grid max-w-md gap-4 rounded-xl border border-neutral-200 p-6"
    >
      <p className="text-sm text-neutral-600">{t('guestIntro')}</p>
      {field('id', t('number'), { inputMode: 'numeric' }, { mask: digitsOnly })}
      {field('customerDocument', t('document'), { autoComplete: 'off' }, { mask: maskDocument })}
      <button type="submit" disabled={busy || !hydrated} className={primaryButtonClass}>
        {t(busy ? 'lookingUp' : 'lookup')}
      </button>
    </form>
  );
}
