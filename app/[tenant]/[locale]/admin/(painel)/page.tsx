import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { primaryButtonClass } from '@/components/ui/button-classes';
import { backOfficeData } from '@/lib/back-office/data';
import { roleOpens } from '@/lib/domain/back-office';
import { formatReais } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { actorOpens } from '@/lib/server/services/back-office';
import { openInboxCount } from '@/lib/server/services/admin-inbox';
import { orderDashboard } from '@/lib/server/services/admin-orders';

type Props = PageProps<'/[tenant]/[locale]/admin'>;

/** `/admin`: the login, or the operator's home with what waits in their areas. */
export default function AdminHomePage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminHome params={params} />
    </Suspense>
  );
}

async function AdminHome({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale } = await params;
  const locale = toLocale(rawLocale);
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => ({
    actor: ctx.actor!,
    orders: actorOpens(ctx.actor!, 'orders') ? await orderDashboard(db, ctx) : null,
    inbox: actorOpens(ctx.actor!, 'inbox') ? await openInboxCount(db, ctx) : null,
  }));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found' || answer.data.actor.kind !== 'operator') notFound();
  const { operator } = answer.data.actor;
  const { orders, inbox } = answer.data;
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const figures = orders
    ? [
        {
          label: t('home.toApprove'),
          value: String(orders.toApprove),
          href: '/admin/pedidos?status=pending',
        },
        {
          label: t('home.toShip'),
          value: String(orders.toShip),
          href: '/admin/pedidos?status=processing',
        },
        { label: t('home.today'), value: String(orders.today), href: '/admin/pedidos' },
        {
          label: t('home.todayRevenue'),
          value: formatReais(orders.todayRevenue),
          href: '/admin/pedidos',
        },
      ]
    : [];
  if (inbox !== null)
    figures.push({
      label: t('home.inboxOpen'),
      value: String(inbox),
      href: '/admin/caixa-de-entrada?status=open',
    });
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl font-bold">{t('home.greeting', { name: operator.name })}</h1>
        <p className="text-neutral-700">{t('home.role', { role: t(`roles.${operator.role}`) })}</p>
      </div>
      {figures.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" data-testid="admin-figures">
          {figures.map((figure) => (
            <li key={figure.label}>
              <Link
                href={figure.href}
                className="block rounded-xl border border-neutral-200 bg-white p-4 hover:border-neutral-400"
              >
                <span className="block text-sm text-neutral-700">{figure.label}</span>
                <span className="mt-1 block text-2xl font-bold tabular-nums">{figure.value}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {roleOpens(operator.role, 'orders') && (
        <p>
          <Link href="/admin/pedidos" className={primaryButtonClass}>
            {t('home.seeOrders')}
          </Link>
        </p>
      )}
    </div>
  );
}
