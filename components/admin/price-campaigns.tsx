'use client';

import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { FormField } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { useContractForm } from '@/components/ui/use-contract-form';
import { cancelPriceCampaign, schedulePriceCampaign } from '@/lib/api-client/back-office';
import {
  priceCampaignBody,
  type PriceCampaign,
  type PriceCampaignBody,
} from '@/lib/contracts/back-office-products';
import { formatReais } from '@/lib/domain/money';

/**
 * A product's campaign prices (issue 28 item 3): the ones scheduled, running and past, and a
 * form for a new one with its start and end on São Paulo's clock. The job runner switches them;
 * this page shows their state as the server has it.
 */
export function PriceCampaigns({
  productId,
  campaigns,
}: {
  productId: number;
  campaigns: PriceCampaign[];
}) {
  const t = useTranslations('backOffice.campaigns');
  const format = useFormatter();
  const router = useRouter();
  const snackbar = useSnackbar();
  const { form, field, submit, busy } = useContractForm(priceCampaignBody, {
    finalPrice: '',
    inCashPrice: '',
    startsAt: '',
    endsAt: '',
  });
  const onSubmit = submit(async (values) => {
    await schedulePriceCampaign(productId, values as unknown as PriceCampaignBody);
    snackbar(t('scheduled'), 'success');
    form.reset();
    router.refresh();
  });
  const cancel = useApiMutation({
    mutationFn: (campaign: number) => cancelPriceCampaign(productId, campaign),
    onSuccess: () => {
      snackbar(t('canceled'), 'success');
      router.refresh();
    },
  });
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section
      aria-labelledby="campanhas"
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
      data-testid="price-campaigns"
    >
      <h2 id="campanhas" className="font-semibold">
        {t('heading')}
      </h2>
      <p className="text-sm text-neutral-700">{t('intro')}</p>
      {campaigns.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <ul className="grid gap-2">
          {campaigns.map((c) => (
            <li
              key={c.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-neutral-50 p-2 text-sm"
              data-testid="price-campaign"
            >
              <span>
                <span className="font-semibold">{t(`status.${c.status}`)}</span> ·{' '}
                {formatReais(c.finalPrice)}
                {c.inCashPrice !== null && ` / ${formatReais(c.inCashPrice)}`} ·{' '}
                {t('period', { start: when(c.startsAt), end: when(c.endsAt) })} ·{' '}
                <span className="text-neutral-600">{t('by', { who: c.createdBy })}</span>
              </span>
              {(c.status === 'scheduled' || c.status === 'active') && (
                <button
                  type="button"
                  onClick={() => cancel.mutate(c.id)}
                  disabled={cancel.isPending}
                  className={secondaryButtonClass}
                >
                  {t('cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-2">
        <FormField {...field('finalPrice')} label={t('finalPrice')} inputMode="decimal" />
        <FormField {...field('inCashPrice')} label={t('inCashPrice')} inputMode="decimal" />
        <FormField {...field('startsAt')} type="datetime-local" label={t('startsAt')} />
        <FormField {...field('endsAt')} type="datetime-local" label={t('endsAt')} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            {busy ? t('scheduling') : t('schedule')}
          </button>
        </div>
      </form>
    </section>
  );
}
