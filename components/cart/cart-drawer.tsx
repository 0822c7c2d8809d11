'use client';

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ModalShell } from '@/components/ui/modal-shell';
import { categoriesQuery } from '@/lib/api-client/catalog';
import type { Category } from '@/lib/contracts/catalog';
import { useCart, type CartPanel } from './cart-state';
import { CartContents } from './cart-contents';

const PANELS: CartPanel[] = ['cart', 'categories', 'search'];
const tabLabel = { cart: 'tabCart', categories: 'tabCategories', search: 'tabSearch' } as const;

/**
 * The cart drawer (width 640, SPEC.md sections 2 and 9) with its three panels as tabs (arrows,
 * Home and End move between them): the cart, the categories and the search. Loaded the first
 * time it opens.
 */
export default function CartDrawer() {
  const t = useTranslations('cartUi');
  const { panel, openPanel } = useCart();
  const close = () => openPanel(null);

  return (
    <ModalShell
      open={panel !== null}
      onClose={close}
      place="end"
      aria-labelledby="cart-drawer-title"
      className="max-w-[640px] bg-white"
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
          <TabGroup
            selectedIndex={PANELS.indexOf(panel)}
            onChange={(i) => openPanel(PANELS[i]!)}
            className="flex min-h-0 flex-1 flex-col"
          >
            <TabList aria-label={t('tabs')} className="flex border-b border-neutral-200 px-2">
              {PANELS.map((p) => (
                <Tab
                  key={p}
                  className="px-3 py-2.5 text-sm font-medium text-neutral-600 outline-offset-[-2px] data-[selected]:border-b-2 data-[selected]:border-[var(--store-primary)] data-[selected]:text-[var(--store-primary)]"
                >
                  {t(tabLabel[p])}
                </Tab>
              ))}
            </TabList>
            <TabPanels className="flex-1 overflow-y-auto px-4 py-4">
              <TabPanel>
                <CartContents layout="drawer" onNavigate={close} />
              </TabPanel>
              <TabPanel>
                <CategoriesPanel onNavigate={close} />
              </TabPanel>
              <TabPanel>
                <SearchPanel />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </div>
      )}
    </ModalShell>
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
