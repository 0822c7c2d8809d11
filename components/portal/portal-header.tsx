import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CartButton } from '@/components/cart/cart-button';

import type { PortalState } from '@/lib/contracts/router';
import type { Locale } from '@/lib/domain/money';
import type { Store } from '@/lib/store/data';
import { PortalCartPanel } from './portal-cart-panel';
import { PortalMenu } from './portal-menu';
import { PortalUserMenu } from './portal-user-menu';
import { Icon } from '@/components/icons/icon';

const navLink =
  'flex min-h-11 items-center rounded-md px-2 font-medium hover:bg-neutral-100 focus-visible:outline-2';

/**
 * The corporate portal's header (SPEC.md section 2): logo, the company's name, Meus Pedidos,
 * Suporte técnico (a new tab), the Administrar menu for the group administrator only, the user's
 * first-name menu with Sair and the cart with its badge. Without a portal (login form, not
 * found) only the store's logo shows: nothing of a company before its users are known.
 */
export async function PortalHeader({
  store,
  locale,
  portal,
  viewerName,
}: {
  store: Store;
  locale: Locale;
  portal: PortalState | null;
  viewerName: string | null;
}) {
  const [t, th] = await Promise.all([
    getTranslations({ locale, namespace: 'portal' }),
    getTranslations({ locale, namespace: 'header' }),
  ]);
  const firstName = viewerName?.trim().split(/\s+/)[0] ?? '';
  return (
    <header className="border-b border-neutral-200 bg-[var(--store-background)]">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {th('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href={portal?.url ?? '/'}
          className="order-1 flex min-w-0 flex-1 items-center gap-3 md:flex-none"
          aria-label={portal ? `${portal.customerName} — ${t('home')}` : store.name}
        >
          {store.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- tenant logos are small SVGs
            <img src={store.logo} alt="" width={160} height={40} className="h-8 w-auto shrink-0" />
          ) : (
            <span className="text-xl font-bold">{store.name}</span>
          )}
          <span className="min-w-0 border-l border-neutral-300 pl-3 text-sm leading-tight">
            <span className="block text-xs text-neutral-600">{t('headerLabel')}</span>
            {portal && (
              <span className="block truncate font-semibold" data-testid="portal-customer-name">
                {portal.customerName}
              </span>
            )}
          </span>
        </Link>
        {portal && (
          // On a phone the menus take a row of their own under the logo and the cart.
          <nav
            aria-label={t('headerLabel')}
            className="order-3 -mx-2 flex w-full flex-wrap items-center gap-1 md:order-2 md:mx-0 md:ml-auto md:w-auto"
          >
            <Link href={`${portal.url}/pedidos`} className={navLink}>
              {t('orders')}
            </Link>
            <a href="/suporte-tecnico" target="_blank" rel="noopener" className={navLink}>
              {t('support')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
            {portal.role === 'admin' && (
              <PortalMenu
                label={t('admin')}
                items={[
                  { label: t('buyers'), href: `${portal.url}/admin/compradores` },
                  { label: t('companies'), href: `${portal.url}/admin/empresas` },
                ]}
              />
            )}
            <PortalUserMenu
              firstName={firstName}
              portalUrl={portal.url}
              labels={{
                menu: t('userMenu', { name: firstName }),
                hello: t('hello', { name: firstName }),
                logout: t('logout'),
              }}
            />
          </nav>
        )}
        {portal && (
          <>
            <CartButton
              icon={<Icon name="cart" className="h-6 w-6" />}
              className="order-2 ml-auto flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-neutral-100 md:order-3 md:ml-0"
              pageUrl={portal.cartUrl}
              testId="portal-cart"
            />
            <PortalCartPanel cartUrl={portal.cartUrl} />
          </>
        )}
      </div>
    </header>
  );
}

/** The header's shell, the same for everyone, until the visitor's session is known. */
export function PortalHeaderSkeleton({ store }: { store: Store }) {
  return (
    <header className="border-b border-neutral-200 bg-[var(--store-background)]">
      <div className="mx-auto flex min-h-[4.25rem] max-w-7xl items-center gap-4 px-4 py-3">
        {store.logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- tenant logos are small SVGs
          <img src={store.logo} alt={store.name} width={160} height={40} className="h-8 w-auto" />
        ) : (
          <span className="text-xl font-bold">{store.name}</span>
        )}
        <div aria-hidden className="ml-auto h-8 w-64 animate-pulse rounded bg-neutral-200" />
      </div>
    </header>
  );
}
