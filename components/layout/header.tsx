import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/contracts/catalog';
import type { Company } from '@/lib/contracts/company';
import { encodeListingState, parseListingState } from '@/lib/contracts/listing';
import type { Locale } from '@/lib/domain/money';
import { withTranslation } from '@/lib/domain/translations';
import { HeaderAccount } from '@/components/account/header-account';
import { CartButton } from '@/components/cart/cart-button';
import { CompactOnScroll } from './compact-on-scroll';
import { HeaderSearch } from './header-search';
import { LocaleSwitcher } from './locale-switcher';
import { MobileMenu } from './mobile-menu';
import { Icon } from '@/components/icons/icon';
import { HydrateApart } from '@/components/ui/hydrate-apart';

export async function Header({
  store,
  categories,
  locale,
}: {
  store: Company;
  categories: Category[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const menu = store.interface.hasCategoriesMenu ? categories : [];
  // SPEC.md: a menu link opens the category on page 1, cheapest first, marked as from the menu.
  const menuQuery = `?facet_filters=${encodeURIComponent(encodeListingState(parseListingState(undefined)))}&from_menu=true`;
  return (
    <HydrateApart>
      <CompactOnScroll>
        <header className="border-b border-neutral-200 bg-[var(--store-background)]">
          <a
            href="#conteudo"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            {t('skipToContent')}
          </a>
          <div className="bg-[var(--store-primary)] text-xs text-[var(--store-primary-contrast)]">
            <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
              <p className="truncate" data-testid="header-message">
                {locale === 'pt'
                  ? store.headerMessage
                  : withTranslation(store.headerMessage, store.translations[locale]?.headerMessage)}
              </p>
              <nav aria-label={t('account')} className="flex shrink-0 items-center gap-4">
                <HeaderAccount
                  labels={{
                    register: t('register'),
                    login: t('login'),
                    orderStatus: t('orderStatus'),
                  }}
                />
                <LocaleSwitcher locale={locale} label={t('language')} />
              </nav>
            </div>
          </div>
          <div className="relative mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 group-data-[compact=true]/header:py-1.5 md:gap-6">
            <MobileMenu
              categories={menu}
              query={menuQuery}
              labels={{ open: t('menu'), close: t('closeMenu'), all: t('allCategories') }}
            />
            <Link
              href="/"
              // The home's code (banner carousel, blocks) is not fetched with every landing page.
              prefetch={false}
              className="shrink-0"
              aria-label={`${store.name} — ${t('home')}`}
            >
              {store.logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- tenant logos are small SVGs
                <img
                  src={store.logo}
                  alt={store.name}
                  width={160}
                  height={40}
                  className="h-7 w-auto md:h-10"
                />
              ) : (
                <span className="text-xl font-bold">{store.name}</span>
              )}
            </Link>
            <HeaderSearch
              locale={locale}
              usdPerBrl={store.usdPerBrl}
              labels={{
                label: t('searchLabel'),
                placeholder: t('searchPlaceholder'),
                submit: t('searchSubmit'),
              }}
            />
            <nav aria-label={t('shortcuts')} className="flex items-center gap-1">
              <Link
                href="/customer/account"
                prefetch={false}
                className="rounded-full p-1.5 hover:bg-neutral-100 md:p-2"
                aria-label={t('account')}
              >
                <Icon name="user" />
              </Link>
              <Link
                href="/wishlist"
                prefetch={false}
                className="rounded-full p-1.5 hover:bg-neutral-100 md:p-2"
                aria-label={t('wishlist')}
              >
                <Icon name="heart" />
              </Link>
              <CartButton
                icon={<Icon name="cart" />}
                className="relative rounded-full p-1.5 hover:bg-neutral-100 md:p-2"
              />
            </nav>
          </div>
          {menu.length > 0 && (
            <nav
              aria-label={t('allCategories')}
              className="hidden border-t border-neutral-100 md:block"
            >
              <ul className="mx-auto flex max-w-7xl gap-1 px-4">
                {menu.map((c) => (
                  <li key={c.id} className="group relative">
                    <IntentLink
                      href={`/${c.url}${menuQuery}`}
                      className="block px-3 py-2.5 text-sm font-medium hover:text-[var(--store-primary)]"
                    >
                      {c.name}
                    </IntentLink>
                    {c.children.length > 0 && (
                      <ul className="invisible absolute top-full left-0 z-40 min-w-56 rounded-b-md border border-neutral-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                        {c.children.map((child) => (
                          <li key={child.id}>
                            <IntentLink
                              href={`/${child.url}${menuQuery}`}
                              className="block px-4 py-2 text-sm hover:bg-neutral-50 hover:text-[var(--store-primary)]"
                            >
                              {child.name}
                            </IntentLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </header>
      </CompactOnScroll>
    </HydrateApart>
  );
}
