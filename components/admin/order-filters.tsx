import { getTranslations } from 'next-intl/server';
import { ORDER_CHANNELS, type AdminOrderListQuery } from '@/lib/contracts/back-office';
import type { Locale } from '@/lib/domain/money';
import { ORDER_STATUSES, PAYMENT_METHOD_GROUPS } from '@/lib/domain/order-status';
import { FilterInput, FilterSelect } from './filter-fields';
import { ListFilterForm } from './list-filter-form';

/**
 * The order list's filters (ListFilterForm: a GET form, the list's URL with them; page and sort
 * start over, the sort is kept).
 */
export async function OrderFilters({
  locale,
  query,
}: {
  locale: Locale;
  query: AdminOrderListQuery;
}) {
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const to = await getTranslations({ locale, namespace: 'orders' });
  return (
    <ListFilterForm
      action="/admin/pedidos"
      label={t('orders.filters')}
      apply={t('orders.apply')}
      clear={t('orders.clear')}
      sort={query}
    >
      <FilterInput
        name="q"
        type="search"
        label={t('orders.search')}
        placeholder={t('orders.searchPlaceholder')}
        value={query.q}
        className="sm:col-span-2"
      />
      <FilterSelect
        name="status"
        label={t('orders.status')}
        any={t('orders.anyStatus')}
        options={ORDER_STATUSES.filter((s) => s !== 'new').map((s) => [s, to(`status.${s}`)])}
        value={query.status}
      />
      <FilterSelect
        name="method"
        label={t('orders.method')}
        any={t('orders.anyMethod')}
        options={PAYMENT_METHOD_GROUPS.map((m) => [m, to(`method.${m}`)])}
        value={query.method}
      />
      <FilterSelect
        name="channel"
        label={t('orders.channel')}
        any={t('orders.anyChannel')}
        options={ORDER_CHANNELS.map((c) => [
          c,
          t(c === 'store' ? 'channelStore' : 'channelPortal'),
        ])}
        value={query.channel}
      />
      <div className="grid grid-cols-2 gap-2">
        <FilterInput name="from" type="date" label={t('orders.from')} value={query.from} />
        <FilterInput name="to" type="date" label={t('orders.to')} value={query.to} />
      </div>
    </ListFilterForm>
  );
}
