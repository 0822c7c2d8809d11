import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminOrderDetail } from '@/components/admin/order-detail';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { backOfficeData } from '@/lib/back-office/data';
import { orderNumberParams } from '@/lib/contracts/orders';
import { toLocale } from '@/lib/i18n/config';
import { getAdminOrder } from '@/lib/server/services/admin-orders';

type Props = PageProps<'/[tenant]/[locale]/admin/pedidos/[number]'>;

/** `/admin/pedidos/{number}`: one order and its actions. */
export default function AdminOrderPage({ params }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <AdminOrder params={params} />
    </Suspense>
  );
}

async function AdminOrder({ params }: Pick<Props, 'params'>) {
  const { tenant, locale: rawLocale, number } = await params;
  const locale = toLocale(rawLocale);
  const parsed = orderNumberParams.safeParse({ number });
  const answer = await backOfficeData(tenant, locale, async (db, ctx) => {
    // Checked before the number: a visitor without the right learns nothing from a 404.
    if (!parsed.success) return getAdminOrder(db, ctx, { number: 0 });
    return getAdminOrder(db, ctx, parsed.data);
  });
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  return <AdminOrderDetail order={answer.data} locale={locale} />;
}
