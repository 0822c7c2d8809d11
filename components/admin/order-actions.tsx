'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Modal, ModalFormActions } from '@/components/ui/modal';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { changeAdminOrder } from '@/lib/api-client/back-office';
import { orderShipping } from '@/lib/contracts/back-office';
import type { OperatorOrderAction } from '@/lib/domain/order-status';

type Action = Exclude<OperatorOrderAction, 'invoice'>;

/**
 * The buttons of what the status machine allows for the order now. Each asks first (shipping in
 * a form for its carrier and tracking code); the server's answer is told in the snackbar and the
 * page renders the order again. A refusal (409, 422) changes nothing and is told.
 */
export function OrderActions({ number, actions }: { number: number; actions: Action[] }) {
  const t = useTranslations('backOffice.order');
  const router = useRouter();
  const snackbar = useSnackbar();
  const [asking, setAsking] = useState<Action | null>(null);
  const change = useApiMutation({
    mutationFn: ({
      action,
      body,
    }: {
      action: Action;
      body?: { carrier: string; trackingCode: string };
    }) => changeAdminOrder(number, action, body),
    onSuccess: (order) => {
      setAsking(null);
      snackbar(t('done', { number, status: order.statusLabel }), 'success');
      router.refresh();
    },
  });
  if (actions.length === 0) return <p className="text-sm text-neutral-700">{t('noActions')}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          onClick={() => setAsking(action)}
          disabled={change.isPending}
          className={
            action === 'cancel' || action === 'refund' ? secondaryButtonClass : primaryButtonClass
          }
        >
          {t(`action.${action}`)}
        </button>
      ))}
      {asking && asking !== 'ship' && (
        <ConfirmDialog
          open
          title={t(`action.${asking}`)}
          text={t(`confirm.${asking}`, { number })}
          confirm={t('confirmYes')}
          cancel={t('confirmNo')}
          onConfirm={() => change.mutate({ action: asking })}
          onClose={() => setAsking(null)}
        />
      )}
      <Modal
        open={asking === 'ship'}
        onClose={() => setAsking(null)}
        title={t('shipTitle', { number })}
        closeLabel={t('confirmNo')}
        testId="ship-dialog"
      >
        <ShipForm
          onCancel={() => setAsking(null)}
          onShip={(body) => change.mutateAsync({ action: 'ship', body })}
        />
      </Modal>
    </div>
  );
}

function ShipForm({
  onShip,
  onCancel,
}: {
  onShip: (body: { carrier: string; trackingCode: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useTranslations('backOffice.order');
  const { field, submit, busy } = useContractForm(orderShipping, { carrier: '', trackingCode: '' });
  return (
    <form onSubmit={submit(onShip)} noValidate className="grid gap-4">
      <p className="text-sm text-neutral-700">{t('shipIntro')}</p>
      <FormField {...field('carrier')} label={t('carrier')} data-autofocus maxLength={60} />
      <FormField {...field('trackingCode')} label={t('trackingCode')} maxLength={60} />
      <ModalFormActions
        cancel={t('confirmNo')}
        submit={busy ? t('working') : t('shipSubmit')}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
