'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { secondaryButtonClass, primaryButtonClass } from '@/components/ui/button-classes';
import { FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { addStoreOperator, changeStoreOperator } from '@/lib/api-client/back-office';
import {
  operatorCreateBody,
  type OperatorChangeBody,
  type StoreOperatorView,
} from '@/lib/contracts/back-office-operators';
import { OPERATOR_ROLES } from '@/lib/domain/back-office';

/** A team member's role, on or off, and second factor again: each change saved at once. */
export function OperatorControls({ operator }: { operator: StoreOperatorView }) {
  const t = useTranslations('backOffice');
  const router = useRouter();
  const snackbar = useSnackbar();
  const change = useApiMutation({
    mutationFn: (body: OperatorChangeBody) => changeStoreOperator(operator.id, body),
    onSuccess: () => {
      snackbar(t('operators.saved'), 'success');
      router.refresh();
    },
    // A refusal (the last owner) puts the select back as the server has it.
    onError: () => router.refresh(),
  });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label={t('operators.changeRole', { name: operator.name })}
        defaultValue={operator.role}
        disabled={change.isPending}
        onChange={(e) => change.mutate({ role: e.target.value as StoreOperatorView['role'] })}
        className={`${fieldInputClass} w-auto`}
      >
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate({ active: !operator.active })}
        className={secondaryButtonClass}
      >
        {operator.active ? t('operators.deactivate') : t('operators.activate')}
      </button>
      {operator.totpEnabled && (
        <button
          type="button"
          disabled={change.isPending}
          onClick={() => change.mutate({ resetTotp: true })}
          className={secondaryButtonClass}
        >
          {t('operators.resetTotp')}
        </button>
      )}
    </div>
  );
}

/** Adicionar operador: name, e-mail, role and a first password, checked by the API's contract. */
export function AddOperatorForm() {
  const t = useTranslations('backOffice');
  const router = useRouter();
  const snackbar = useSnackbar();
  const { form, field, control, idOf, submit, busy } = useContractForm(operatorCreateBody, {
    name: '',
    email: '',
    role: 'catalog' as StoreOperatorView['role'],
    password: '',
  });
  const onSubmit = submit(async (values) => {
    await addStoreOperator(values);
    snackbar(t('operators.added'), 'success');
    form.reset();
    router.refresh();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="adicionar-operador"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4 sm:grid-cols-2"
    >
      <h2 id="adicionar-operador" className="font-semibold sm:col-span-2">
        {t('operators.add')}
      </h2>
      <FormField {...field('name')} label={t('operators.name')} autoComplete="off" />
      <FormField {...field('email')} type="email" label={t('operators.email')} autoComplete="off" />
      <div>
        <label htmlFor={idOf('role')} className="text-sm font-medium">
          {t('operators.role')}
        </label>
        <select {...control('role')} className={fieldInputClass}>
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <FormField
        {...field('password')}
        type="password"
        label={t('operators.password')}
        hint={t('operators.passwordHint')}
        autoComplete="new-password"
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('operators.saving') : t('operators.save')}
        </button>
      </div>
    </form>
  );
}
