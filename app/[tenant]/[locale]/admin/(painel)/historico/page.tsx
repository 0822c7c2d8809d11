import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AdminList, listLabels, type AdminColumn } from '@/components/admin/admin-list';
import { AdminLogin } from '@/components/admin/admin-login';
import { AdminPageSkeleton } from '@/components/admin/admin-skeleton';
import { FilterInput, FilterSelect } from '@/components/admin/filter-fields';
import { ListFilterForm } from '@/components/admin/list-filter-form';
import { backOfficeData } from '@/lib/back-office/data';
import { searchParamsOf } from '@/lib/back-office/query';
import { AUDIT_ENTITIES, auditListQuery, type AuditEntry } from '@/lib/contracts/back-office-audit';
import { formatMoney } from '@/lib/domain/money';
import { toLocale } from '@/lib/i18n/config';
import { listAuditLog } from '@/lib/server/services/admin-audit';

type Props = PageProps<'/[tenant]/[locale]/admin/historico'>;

/** `/admin/historico`: every back-office change of the store, the owners' only. */
export default function AuditPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<AdminPageSkeleton />}>
      <Audit params={params} searchParams={searchParams} />
    </Suspense>
  );
}

/**
 * A stored value as the history shows it: an amount in cents (a field named …Cents) in reais,
 * text as it is, anything else as JSON.
 */
const shown = (field: string, value: unknown) =>
  value === null || value === undefined
    ? '—'
    : field.endsWith('Cents') && typeof value === 'number'
      ? formatMoney(value, 'pt', 1)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

/** Where a changed record is edited, when it has a page of its own. */
function recordHref(e: AuditEntry): string | null {
  if (e.entity === 'order') return `/admin/pedidos/${e.entityId}`;
  if (e.entity === 'product') return `/admin/produtos/${e.entityId}`;
  const id = /^\d+$/.test(e.entityId) ? e.entityId : null;
  if (e.entity === 'category') return id ? `/admin/categorias?editar=${id}` : '/admin/categorias';
  if (e.entity === 'attribute') return `/admin/atributos?editar=${e.entityId}`;
  if (e.entity === 'coupon') return `/admin/cupons?editar=${e.entityId}`;
  return null;
}

async function Audit({ params, searchParams }: Pick<Props, 'params' | 'searchParams'>) {
  const [{ tenant, locale: rawLocale }, raw] = await Promise.all([params, searchParams]);
  const locale = toLocale(rawLocale);
  const query = searchParamsOf(auditListQuery, raw);
  const answer = await backOfficeData(tenant, locale, (db, ctx) => listAuditLog(db, ctx, query));
  if (answer.access === 'login') return <AdminLogin locale={locale} />;
  if (answer.access === 'not-found') notFound();
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'backOffice' }),
    getFormatter({ locale }),
  ]);
  const c = (key: string) => t(`audit.columns.${key}`);
  // A field's name as the people read it; one without a label yet as stored.
  const fieldLabel = (field: string) =>
    t.has(`audit.fields.${field}` as never) ? t(`audit.fields.${field}` as never) : field;
  const columns: AdminColumn<AuditEntry>[] = [
    {
      key: 'at',
      label: c('at'),
      cell: (e) => (
        <time dateTime={e.at}>
          {format.dateTime(new Date(e.at), { dateStyle: 'short', timeStyle: 'medium' })}
        </time>
      ),
    },
    { key: 'who', label: c('who'), cell: (e) => e.who },
    { key: 'action', label: c('action'), cell: (e) => <code className="text-xs">{e.action}</code> },
    {
      key: 'record',
      label: c('record'),
      cell: (e) => {
        const label = `${t(`audit.entities.${e.entity as (typeof AUDIT_ENTITIES)[number]}`)} ${e.entityId}`;
        const href = recordHref(e);
        return href ? (
          <Link href={href} className="text-blue-800 underline">
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    {
      key: 'changes',
      label: c('changes'),
      cell: (e) => (
        <ul className="grid gap-0.5 text-xs">
          {e.changes.map((change) => (
            <li key={change.field} className="break-words">
              <span className="font-semibold">{fieldLabel(change.field)}</span>:{' '}
              {shown(change.field, change.before)} → {shown(change.field, change.after)}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  const list = answer.data;
  return (
    <div className="mx-auto grid max-w-7xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('audit.heading')}</h1>
      <p className="text-neutral-700">{t('audit.intro')}</p>
      <ListFilterForm
        action="/admin/historico"
        label={t('orders.filters')}
        apply={t('audit.apply')}
        clear={t('audit.clear')}
        sort={{}}
      >
        <FilterSelect
          name="entity"
          label={t('audit.entity')}
          any={t('audit.anyEntity')}
          options={AUDIT_ENTITIES.map((e) => [e, t(`audit.entities.${e}`)])}
          value={query.entity}
        />
        <FilterInput name="record" label={t('audit.record')} value={query.record} />
        <FilterInput
          name="who"
          label={t('audit.who')}
          value={query.who}
          className="sm:col-span-2"
        />
      </ListFilterForm>
      <AdminList
        caption={t('audit.heading')}
        columns={columns}
        rows={list.items}
        rowKey={(e) => e.id}
        path="/admin/historico"
        query={{ ...query }}
        sort={undefined}
        dir="desc"
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        labels={{
          count: t('audit.count', { count: list.total }),
          empty: t('audit.empty'),
          ...listLabels(t),
        }}
      />
    </div>
  );
}
