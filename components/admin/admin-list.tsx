import Link from 'next/link';
import type { ReactNode } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';

export type AdminColumn<Row> = {
  key: string;
  label: string;
  /** The header cell's content when it is not the label (a select-all box). */
  header?: ReactNode;
  /** The list's `sort` value for this column, when it sorts. */
  sort?: string;
  align?: 'right';
  cell: (row: Row) => ReactNode;
};

/** The list's state as its URL carries it: filters, sort, direction and page. */
export type AdminListQuery = Record<string, string | number | undefined>;

/** The list's address with some of its state changed (an empty value drops it). */
export function listHref(path: string, query: AdminListQuery, changes: AdminListQuery = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...changes }))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The back-office's one list (ARCHITECTURE.md, "Operators"): rows a service paged, sorted and
 * filtered on the server; the state lives in the URL, so every view can be linked, reloaded and
 * used without JavaScript. A column that sorts is a link that sorts by it (again: the other way),
 * with aria-sort on its header. An entity is its columns and its service, never a copy of this.
 */
export function AdminList<Row>({
  caption,
  columns,
  rows,
  rowKey,
  path,
  query,
  sort,
  dir,
  page,
  pageSize,
  total,
  labels,
  toolbar,
}: {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  path: string;
  query: AdminListQuery;
  sort: string | undefined;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
  total: number;
  /** The count and the empty list's text, and the sort and paging ones (`listLabels`). */
  labels: { count: string; empty: string } & ListLabels;
  /** Beside the count: the export link, bulk actions. */
  toolbar?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium" role="status" data-testid="admin-list-count">
          {labels.count}
        </p>
        {toolbar}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 bg-white p-8 text-center text-neutral-700">
          {labels.empty}
        </p>
      ) : (
        <>
          {/* On a phone each row is a card of label: value; the table from sm up. */}
          <ul className="grid gap-3 sm:hidden" data-testid="admin-list-cards">
            {rows.map((row) => (
              <li key={rowKey(row)} className="rounded-lg border border-neutral-200 bg-white p-3">
                <dl className="grid grid-cols-[minmax(0,38%)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                  {columns.map((column) => (
                    <div key={column.key} className="contents">
                      <dt className="font-semibold text-neutral-700">{column.label}</dt>
                      <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-lg border border-neutral-200 bg-white sm:block">
            <table className="w-full min-w-[48rem] text-left text-sm" data-testid="admin-list">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-neutral-100 text-neutral-800">
                <tr>
                  {columns.map((column) => {
                    const active = column.sort !== undefined && column.sort === sort;
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        aria-sort={
                          active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                        }
                        className={`px-3 py-2 font-semibold ${column.align === 'right' ? 'text-right' : ''}`}
                      >
                        {column.header ??
                          (column.sort ? (
                            <Link
                              href={listHref(path, query, {
                                sort: column.sort,
                                dir: active && dir === 'asc' ? 'desc' : 'asc',
                                page: undefined,
                              })}
                              aria-label={labels.sortBy(column.label)}
                              className="inline-flex min-h-8 items-center gap-1 hover:underline"
                            >
                              {column.label}
                              <span aria-hidden>{active ? (dir === 'asc' ? '▲' : '▼') : '↕'}</span>
                            </Link>
                          ) : (
                            column.label
                          ))}
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-t border-neutral-200 hover:bg-neutral-50">
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={`px-3 py-2 align-top ${column.align === 'right' ? 'text-right tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages > 1 && (
        <nav aria-label={labels.pagination} className="flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link
              href={listHref(path, query, { page: page - 1 })}
              className={secondaryButtonClass}
              rel="prev"
            >
              {labels.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm">{labels.page(page, pages)}</span>
          {page < pages ? (
            <Link
              href={listHref(path, query, { page: page + 1 })}
              className={secondaryButtonClass}
              rel="next"
            >
              {labels.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

/** The sort and paging texts every list shares. */
export type ListLabels = {
  sortBy: (column: string) => string;
  page: (page: number, pages: number) => string;
  previous: string;
  next: string;
  pagination: string;
};

/** The shared texts, from the back-office's messages (`t` of the `backOffice` namespace). */
export function listLabels(
  t: (key: string, values?: Record<string, string | number>) => string,
): ListLabels {
  return {
    sortBy: (column) => t('orders.sortBy', { column }),
    page: (page, pages) => t('orders.page', { page, pages }),
    previous: t('orders.previous'),
    next: t('orders.next'),
    pagination: t('orders.pagination'),
  };
}

/**
 * A whole list on one page (the team, attributes, coupons: tens of rows, in the service's order),
 * through the one list.
 */
export function AdminWholeList<Row>({
  caption,
  columns,
  rows,
  rowKey,
  path,
  count,
  empty,
  t,
}: {
  caption: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  path: string;
  count: string;
  empty: string;
  /** The back-office's messages, for the shared texts. */
  t: Parameters<typeof listLabels>[0];
}) {
  return (
    <AdminList
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      path={path}
      query={{}}
      sort={undefined}
      dir="asc"
      page={1}
      pageSize={Math.max(rows.length, 1)}
      total={rows.length}
      labels={{ count, empty, ...listLabels(t) }}
    />
  );
}

/**
 * A list with its editor beside it (below it on a phone, where the editor comes first), or the
 * list alone when nothing is being edited.
 */
export function ListWithEditor({
  list,
  editor,
  editorWidth = '26rem',
  editorFirstOnPhone = true,
}: {
  list: ReactNode;
  editor: ReactNode | null;
  editorWidth?: '24rem' | '26rem' | '28rem';
  /** On a phone the editor comes before the list (false: after it, a form always open). */
  editorFirstOnPhone?: boolean;
}) {
  if (!editor) return list;
  const columns = {
    '24rem': 'lg:grid-cols-[1fr_24rem]',
    '26rem': 'lg:grid-cols-[1fr_26rem]',
    '28rem': 'lg:grid-cols-[1fr_28rem]',
  }[editorWidth];
  return (
    <div className={`grid items-start gap-6 ${columns}`}>
      <div className={editorFirstOnPhone ? 'order-last lg:order-none' : undefined}>{list}</div>
      <div className="lg:sticky lg:top-4">{editor}</div>
    </div>
  );
}
