'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { categoriesQuery } from '@/lib/api-client/catalog';
import type { Category } from '@/lib/contracts/catalog';
import { useCart, type CartPanel } from './cart-state';
import { CartContents } from './cart-contents';

const PANELS: CartPanel[] = ['cart', 'categories', 'search'];
const tabLabel = { cart: 'tabCart', categories: 'tabCategories', search: 'tabSearch' } as const;

/**
 * The cart drawer (width 640, SPEC.md sections 2 and 9) with its three panels: the cart, the
 * categories and the search. Loaded the first time it opens.
 */
export default function CartDrawer() {
  const t = useTranslations('cartUi');
  const { panel, openPanel } = useCart();
  const ref = useModalDialog(panel !== null);
  const close = () => openPanel(null);

  return (
    <dialog
      ref={ref}
      // Dialogs opened inside (delete confirmation, share) close on their own.
      onClose={(e) => e.target === e.currentTarget && close()}
      aria-labelledby="cart-drawer-title"
      className="m-0 ml-auto h-full max-h-none w-full max-w-[640px] bg-white p-0 backdrop:bg-black/40"
      data-testid="cart-drawer"
    >
      {panel && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-neutral-200 px-4 py-3">
            <h2 id="cart-drawer-title" className="text-lg font-semibold">
              {t('title')}
            </h2>
            <button
              type="button"
              onClick={close}
              className="rounded px-2 py-1 text-sm underline"
              aria-label={t('close')}
            >
              {t('close')}
            </button>
          </div>
          <div
            role="tablist"
            aria-label={t('tabs')}
            className="flex border-b border-neutral-200 px-2"
          >
            {PANELS.map((p) => (
              <button
                key={p}
                type="button"
                role="tab"
                id={`cart-tab-${p}`}
                aria-selected={panel === p}
                aria-controls={`cart-panel-${p}`}
                tabIndex={panel === p ? 0 : -1}
                onClick={() => openPanel(p)}
                onKeyDown={(e) => {
                  const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = PANELS[(PANELS.indexOf(p) + step + PANELS.length) % PANELS.length]!;
                  openPanel(next);
                  document.getElementById(`cart-tab-${next}`)?.focus();
                }}
                className={`px-3 py-2.5 text-sm font-medium ${panel === p ? 'border-b-2 border-[var(--store-primary)] text-[var(--store-primary)]' : 'text-neutral-600'}`}
              >
                {t(tabLabel[p])}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`cart-panel-${panel}`}
            aria-labelledby={`cart-tab-${panel}`}
            className="flex-1 overflow-y-auto px-4 py-4"
          >
            {panel === 'cart' && <CartContents layout="drawer" onNavigate={close} />}
            {panel === 'categories' && <CategoriesPanel onNavigate={close} />}
            {panel === 'search' && <SearchPanel />}
          </div>
        </div>
      )}
    </dialog>
  );
}

function CategoriesPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('cartUi');
  const categories = useQuery(categoriesQuery());
  if (categories.isPending)
    return <p className="text-sm text-neutral-600">{t('categoriesLoading')}</p>;
  if (categories.isError) return <p className="text-sm text-red-700">{t('categoriesError')}</p>;
  const link = (c: Category) => (
    <Link href={`/${c.url}`} onClick={onNavigate} className="hover:underline">
      {c.name}
    </Link>
  );
  return (
    <ul className="grid gap-3">
      {categories.data.map((c) => (
        <li key={c.id}>
          <span className="font-semibold">{link(c)}</span>
          {c.children.length > 0 && (
            <ul className="mt-1 grid gap-1 pl-3 text-sm">
              {c.children.map((child) => (
                <li key={child.id}>{link(child)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function SearchPanel() {
  const t = useTranslations('cartUi');
  return (
    <form action="/search" className="flex gap-2" role="search">
      <label htmlFor="drawer-search" className="sr-only">
        {t('searchLabel')}
      </label>
      <input
        id="drawer-search"
        name="q"
        type="search"
        required
        placeholder={t('searchPlaceholder')}
        className="h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3"
      />
      <button
        type="submit"
        className="h-11 rounded-lg bg-[var(--store-primary)] px-4 text-sm font-semibold text-[var(--store-primary-contrast)]"
      >
        {t('searchSubmit')}
      </button>
    </form>
  );
}
