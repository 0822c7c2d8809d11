'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { savePortalBuyer } from '@/lib/api-client/portal-admin';
import {
  portalBuyerCreateBody,
  portalBuyerUpdateBody,
  type PortalBuyer,
  type PortalBuyerCreateBody,
  type PortalBuyerUpdateBody,
} from '@/lib/contracts/portal';
import { maskCpf, maskPhone } from '@/lib/domain/masks';
import { ModalFormActions } from '@/components/ui/modal';

/** What the form holds: a new buyer's data with a password, or a buyer's with `active`. */
type BuyerFormValues = {
  name: string;
  email: string;
  document: string;
  phone: string;
  password?: string;
  active?: boolean;
};
type BuyerSchema = z.ZodType<PortalBuyerCreateBody | PortalBuyerUpdateBody, BuyerFormValues>;

/** The form of a buyer being edited (CPF and phone masked), or of a new one. */
export const buyerFormOf = (buyer: PortalBuyer | null): BuyerFormValues =>
  buyer
    ? {
        name: buyer.name,
        email: buyer.email,
        document: maskCpf(buyer.document ?? ''),
        phone: maskPhone(buyer.phone ?? ''),
        active: buyer.active,
      }
    : { name: '', email: '', document: '', phone: '', password: '' };

/**
 * The customer form modal's form of Compradores: name, e-mail, CPF and phone (masked as typed),
 * the password on creation only, and Ativo when editing (never off for the administrator, whom
 * the server keeps active too). Checked on submit with the API's own contract; the server's
 * field errors (an e-mail already registered) come back on their fields, and nothing typed is
 * lost. `active` is sent only when it was changed here, so an edit never undoes a deactivation
 * made meanwhile.
 */
export function BuyerForm({
  customer,
  buyer,
  onSaved,
  onCancel,
}: {
  customer: string;
  /** The buyer being edited, or null for a new one. */
  buyer: PortalBuyer | null;
  onSaved: (buyer: PortalBuyer, message: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('portalAdmin');
  const tr = useTranslations('register');
  const ta = useTranslations('addresses');
  const tp = useTranslations('portal');
  const schema: BuyerSchema = buyer ? portalBuyerUpdateBody : portalBuyerCreateBody;
  const { field, control, errorOf, busy, submit, reportTo } = useContractForm(
    schema,
    buyerFormOf(buyer),
  );
  const saving = useApiMutation({
    mutationFn: async (body: Parameters<typeof savePortalBuyer>[1]) => {
      let message = '';
      const saved = await savePortalBuyer(customer, body, buyer?.id, (m) => (message = m));
      return { saved, message };
    },
    onSuccess: ({ saved, message }) => onSaved(saved, message),
    reportTo,
  });

  const save = submit(async (data) => {
    const unchanged = buyer && 'active' in data && data.active === buyer.active;
    await saving.mutateAsync(unchanged ? { ...data, active: undefined } : data);
  });

  // Registered only when editing: a field registered is sent, and a new buyer has no `active`
  // (the create contract is strict and would refuse the key).
  const active = buyer ? control('active') : null;
  const activeError = errorOf('active');
  const activeHint = buyer?.isAdmin ? tp('adminStaysActive') : t('activeHint');

  return (
    <form onSubmit={save} method="post" noValidate className="grid gap-4" data-testid="buyer-form">
      <FormField {...field('name')} label={tr('name')} autoComplete="off" data-autofocus />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('email')} label={tr('email')} type="email" autoComplete="off" />
        <FormField
          {...field('phone', { mask: maskPhone })}
          label={tr('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(00)00000-0000"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field('document', { mask: maskCpf })}
          label={tr('cpf')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
        />
        {!buyer && (
          <FormField
            {...field('password')}
            label={tr('password')}
            type="password"
            autoComplete="new-password"
            hint={t('passwordHint')}
          />
        )}
      </div>
      {buyer && active && (
        <div>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium has-disabled:text-neutral-500">
            <input
              {...active}
              type="checkbox"
              disabled={buyer.isAdmin}
              aria-describedby={`${active.id}-hint${activeError ? ` ${active.id}-error` : ''}`}
              className="size-5 accent-[var(--store-primary)]"
            />
            {t('active')}
          </label>
          <p id={`${active.id}-hint`} className="text-xs text-neutral-600">
            {activeHint}
          </p>
          {activeError && (
            <p id={`${active.id}-error`} className="mt-1 text-xs text-red-700">
              {activeError}
            </p>
          )}
        </div>
      )}
      <ModalFormActions
        cancel={ta('cancel')}
        submit={busy ? ta('saving') : t('save')}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
