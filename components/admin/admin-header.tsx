import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { areasOf, type BackOfficeArea } from '@/lib/domain/back-office';
import type { Locale } from '@/lib/domain/money';
import type { SessionOperator } from '@/lib/server/services/operator-auth';
import { AdminMessages } from './admin-messages';
import { LogoutButton } from './logout-button';

/** Each area's page of the back-office, in the menu's order; an area without pages is not shown. */
const AREA_PAGES: Partial<
  Record<
    BackOfficeArea,
    {
      href: string;
      label:
        | 'orders'
        | 'products'
        | 'categories'
        | 'attributes'
        | 'coupons'
        | 'operators'
        | 'keys'
        | 'audit'
        | 'inbox'
        | 'pages'
        | 'popups'
        | 'forms'
        | 'settings';
    }[]
  >
> = {
  orders: [{ href: '/admin/pedidos', label: 'orders' }],
  catalog: [
    { href: '/admin/produtos', label: 'products' },
    { href: '/admin/categorias', label: 'categories' },
    { href: '/admin/atributos', label: 'attributes' },
    { href: '/admin/cupons', label: 'coupons' },
  ],
  operators: [
    { href: '/admin/equipe', label: 'operators' },
    { href: '/admin/chaves', label: 'keys' },
    { href: '/admin/historico', label: 'audit' },
  ],
  content: [
    { href: '/admin/paginas', label: 'pages' },
    { href: '/admin/pop-ups', label: 'popups' },
    { href: '/admin/formularios', label: 'forms' },
  ],
  inbox: [{ href: '/admin/caixa-de-entrada', label: 'inbox' }],
  settings: [{ href: '/admin/configuracoes', label: 'settings' }],
};

/**
 * The back-office's bar: the store, the menu of what the operator's role opens, who is logged in
 * (name and role) and Sair. Without a session only the store's name.
 */
export async function AdminHeader({
  storeName,
  locale,
  operator,
}: {
  storeName: string;
  locale: Locale;
  operator: SessionOperator | null;
}) {
  const t = await getTranslations({ locale, namespace: 'backOffice' });
  const pages = operator ? areasOf(operator.role).flatMap((area) => AREA_PAGES[area] ?? []) : [];
  return (
    <header className="bg-neutral-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <Link href="/admin" className="min-h-11 content-center font-semibold">
          {storeName} · {t('title')}
        </Link>
        {operator && (
          <nav
            aria-label={t('nav.label')}
            className="order-last -mx-2 flex w-full gap-1 overflow-x-auto text-sm whitespace-nowrap md:order-none md:mx-0 md:w-auto md:flex-1 md:flex-wrap md:overflow-visible"
          >
            <Link href="/admin" className="min-h-11 content-center rounded px-2 hover:bg-white/10">
              {t('nav.home')}
            </Link>
            {pages.map((page) => (
              <Link
                key={page.href}
                href={page.href}
                className="min-h-11 content-center rounded px-2 hover:bg-white/10"
              >
                {t(`nav.${page.label}`)}
              </Link>
            ))}
            <a
              href="/"
              target="_blank"
              rel="noopener"
              className="min-h-11 content-center rounded px-2 hover:bg-white/10"
            >
              {t('nav.storefront')}
            </a>
          </nav>
        )}
        {operator && (
          <div className="flex items-center gap-3 text-sm">
            <span>
              {operator.name}{' '}
              <span className="text-neutral-300">({t(`roles.${operator.role}`)})</span>
            </span>
            <AdminMessages locale={locale}>
              <LogoutButton />
            </AdminMessages>
          </div>
        )}
      </div>
    </header>
  );
}
