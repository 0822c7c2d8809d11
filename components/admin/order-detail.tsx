import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { SummaryLinesView } from '@/components/orders/summary-lines-view';
import type { AdminOrder } from '@/lib/contracts/back-office';
import { formatMoney, formatReais, toCents, type Locale } from '@/lib/domain/money';
import { maskDocument, maskPhone, maskZipcode } from '@/lib/domain/masks';
import { summaryAmountText } from '@/lib/domain/order-summary';
import { AdminCard, Fact } from './admin-card';
import { AdminMessages } from './admin-messages';
import { OrderActions } from './order-actions';

/**
 * One order as the back-office shows it: the actions first, then what was bought at the prices
 * charged, who and where, the charges and the timeline with who moved it.
 */
export async function AdminOrderDetail({ order, locale }: { order: AdminOrder; locale: Locale }) {
  const [t, to, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice.order' }),
    getTranslations({ locale, namespace: 'orders' }),
    getFormatter({ locale }),
  ]);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });
  const address = order.shippingAddress;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <Link href="/admin/pedidos" className="text-sm text-blue-800 underline">
        ← {t('back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-2xl font-bold">{t('heading', { number: order.number })}</h1>
        <span
          className="rounded-full bg-neutral-200 px-3 py-1 text-sm font-semibold"
          data-testid="admin-order-status"
        >
          {order.statusLabel}
        </span>
        <span className="text-sm text-neutral-700">
          {t('placedOn', { date: when(order.createdAt) })}
        </span>
      </div>

      <AdminCard id="acoes" title={t('actions')}>
        <AdminMessages locale={locale}>
          <OrderActions
            number={order.number}
            actions={order.actions.filter((a) => a !== 'invoice') as never}
          />
        </AdminMessages>
      </AdminCard>

      <div className="grid gap-4 lg:grid-cols-3">
        <AdminCard id="itens" title={t('items')} className="lg:col-span-2">
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-neutral-200">
                  <th scope="col" className="py-2 pr-3">
                    {t('items')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('sku')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('quantity')}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t('price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr
                    key={item.id}
                    className="border-b border-neutral-100"
                    data-testid="admin-order-item"
                  >
                    <td
                      className={`py-2 pr-3 ${item.parent ? 'pl-4 text-neutral-700' : 'font-medium'}`}
                    >
                      {item.name}
                    </td>
                    <td className="py-2 pr-3 text-neutral-700">{item.sku}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{item.quantity}</td>
                    <td className="py-2 text-right tabular-nums">{formatReais(item.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3 className="mt-4 mb-2 font-semibold">{t('summary')}</h3>
          <SummaryLinesView
            lines={order.summary.map((line) => ({
              kind: line.kind,
              cents: line.amount === null ? null : toCents(line.amount),
            }))}
            place="order"
            className="rounded-lg bg-neutral-50 p-3"
            label={(kind) => to(`summary.${kind}`)}
            amount={(line) =>
              summaryAmountText(line, (cents) => formatMoney(cents, 'pt', 1), to('summary.free'))
            }
          />
        </AdminCard>

        <div className="grid content-start gap-4">
          <AdminCard id="cliente" title={t('customer')}>
            <p className="grid text-sm">
              <span className="font-medium">{order.customer.name ?? '—'}</span>
              {order.customer.email && <span>{order.customer.email}</span>}
              {order.customer.document && <span>{maskDocument(order.customer.document)}</span>}
              {order.customer.phone && <span>{maskPhone(order.customer.phone)}</span>}
            </p>
            <dl className="mt-3 grid gap-2 text-sm">
              <Fact label={t('channel')} value={order.channel} />
              <Fact label={t('purchaseOrder')} value={order.purchaseOrderNumber} />
              <Fact label={t('costCentre')} value={order.costCentre} />
            </dl>
          </AdminCard>
          {address && (
            <AdminCard id="endereco" title={t('address')}>
              <address className="text-sm not-italic">
                {address.name}
                <br />
                {address.street}, {address.number}
                {address.complement ? ` — ${address.complement}` : ''}
                <br />
                {address.district} · {address.city}/{address.region}
                <br />
                CEP {maskZipcode(address.zipcode)} · {maskPhone(address.phone)}
              </address>
              {order.shipment && (
                <p className="mt-2 text-sm">
                  <span className="font-semibold">{t('delivery')}:</span>{' '}
                  {order.shipment.description} ({order.shipment.deliveryTime}) ·{' '}
                  {formatReais(order.shipment.total)}
                </p>
              )}
              {order.tracking && (
                <p className="mt-2 text-sm" data-testid="admin-order-tracking">
                  <span className="font-semibold">{t('tracking')}:</span>{' '}
                  {to('trackingValue', order.tracking)}
                </p>
              )}
            </AdminCard>
          )}
          <AdminCard id="pagamento" title={t('payment')}>
            <p className="text-sm">{order.payment?.groupLabel ?? order.payment?.method ?? '—'}</p>
            <ul className="mt-2 grid gap-2 text-sm">
              {order.charges.map((charge) => (
                <li key={charge.reference} className="rounded-lg bg-neutral-50 p-2">
                  <span className="font-medium">{t('charge', { provider: charge.provider })}</span>{' '}
                  · {charge.status} · {formatReais(charge.amount)}
                  {charge.installments > 1 &&
                    ` · ${t('installments', { count: charge.installments })}`}
                  {charge.card && ` · ${charge.card.brand} •••• ${charge.card.lastDigits}`}
                  <span className="block text-xs break-all text-neutral-600">
                    {charge.reference}
                  </span>
                </li>
              ))}
            </ul>
          </AdminCard>
        </div>
      </div>

      <AdminCard id="historico" title={t('timeline')}>
        <ol className="grid gap-2 border-l-2 border-neutral-300 pl-4 text-sm">
          {order.history.map((step, i) => (
            <li key={i} data-testid="admin-order-history">
              <span className="font-medium">{step.label}</span>{' '}
              <time dateTime={step.at} className="text-neutral-600">
                {when(step.at)}
              </time>{' '}
              <span className="text-neutral-600">{t('actor', { actor: step.actor })}</span>
            </li>
          ))}
        </ol>
      </AdminCard>
    </div>
  );
}
