'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AffiliateLink } from '@/components/account/affiliate-link';
import { useSession } from '@/components/account/session';
import { CartButton } from '@/components/cart/cart-button';
import { isAffiliate } from '@/lib/domain/affiliate';
import { keyboardLift, showsBottomBar } from '@/lib/domain/bottom-bar';
import { Icon } from '@/components/icons/icon';

// The account panel's code (and the login form's in it) is fetched the first time it opens.
const AccountPanel = dynamic(() => import('./bottom-bar-account'), { ssr: false });

type Labels = {
  bar: string;
  home: string;
  search: string;
  closeSearch: string;
  cart: string;
  wishlist: string;
  account: string;
  whatsapp: string;
  whatsappLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchSubmit: string;
};

const cell =
  'flex h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] leading-none text-neutral-700 aria-[current=page]:text-[var(--store-primary)] aria-expanded:text-[var(--store-primary)]';

/** How far the bar rises above an on-screen keyboard (SPEC.md section 9: threshold 300px). */
function useKeyboardLift(): number {
  const [lift, setLift] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () =>
      setLift(
        keyboardLift({
          layoutHeight: window.innerHeight,
          visualHeight: viewport.height,
          visualOffsetTop: viewport.offsetTop,
        }),
      );
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return lift;
}

/**
 * The bar at the bottom of small screens (SPEC.md section 2): home, search, cart with its badge
 * and drawer, wishlist, the account panel, WhatsApp and, for affiliates, their link. Hidden in the
 * one-step checkout and in the corporate portal; wider screens have the header instead.
 */
export function BottomBarView({
  whatsapp,
  accountLinks,
  labels,
}: {
  whatsapp: string | null;
  accountLinks: { href: string; label: string }[];
  labels: Labels;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState<'search' | 'account' | null>(null);
  const lift = useKeyboardLift();
  // A page change closes whatever the bar had open.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(null);
  }
  // Once opened, the panel stays mounted (its dialog closes instead).
  const [accountOpened, setAccountOpened] = useState(false);
  if (open === 'account' && !accountOpened) setAccountOpened(true);
  if (!showsBottomBar(pathname)) return null;

  const toggle = (what: 'search' | 'account') => setOpen((o) => (o === what ? null : what));
  return (
    <>
      <nav
        id="bottom-bar"
        aria-label={labels.bar}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] md:hidden"
        style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
        data-testid="bottom-bar"
      >
        {open === 'search' && <BarSearch labels={labels} onClose={() => setOpen(null)} />}
        <ul className="flex">
          <li className="flex flex-1">
            <PageLink
              href="/"
              pathname={pathname}
              icon={<Icon name="home" />}
              label={labels.home}
            />
          </li>
          <li className="flex flex-1">
            <PanelToggle
              controls="bottom-bar-search"
              open={open === 'search'}
              onToggle={() => toggle('search')}
              icon={<Icon name="search" />}
              label={labels.search}
            />
          </li>
          <li className="flex flex-1">
            <CartButton
              icon={<Icon name="cart" />}
              caption={labels.cart}
              className={cell}
              testId="bottom-bar-cart"
            />
          </li>
          <li className="flex flex-1">
            <PageLink
              href="/wishlist"
              pathname={pathname}
              icon={<Icon name="heart" />}
              label={labels.wishlist}
            />
          </li>
          <li className="flex flex-1">
            <PanelToggle
              controls="bottom-bar-account"
              open={open === 'account'}
              onToggle={() => toggle('account')}
              icon={<Icon name="user" />}
              label={labels.account}
            />
          </li>
          {whatsapp && (
            <li className="flex flex-1">
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={cell}
                aria-label={labels.whatsappLabel}
              >
                <Icon name="whatsapp" size={24} className="text-[#1a9e4b]" />
                {labels.whatsapp}
              </a>
            </li>
          )}
          <AffiliateCell />
        </ul>
      </nav>
      {accountOpened && (
        <AccountPanel
          open={open === 'account'}
          onClose={() => setOpen(null)}
          links={accountLinks}
        />
      )}
    </>
  );
}

/** A page of the store, marked as the current one while the shopper is on it. */
function PageLink({
  href,
  pathname,
  icon,
  label,
}: {
  href: string;
  pathname: string;
  icon: ReactNode;
  label: string;
}) {
  return (
    <Link
      href={href}
      // The bar is on every phone screen: its pages load their code when chosen, not with each page.
      prefetch={false}
      className={cell}
      aria-current={pathname === href ? 'page' : undefined}
    >
      {icon}
      {label}
    </Link>
  );
}

/** A button that opens or closes one of the bar's panels (search, account). */
function PanelToggle({
  controls,
  open,
  onToggle,
  icon,
  label,
}: {
  controls: string;
  open: boolean;
  onToggle: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      className={cell}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {icon}
      {label}
    </button>
  );
}

/** The affiliate's link, a cell of its own only for affiliate customers. */
function AffiliateCell() {
  const { customer } = useSession();
  if (!isAffiliate(customer)) return null;
  return (
    <li className="flex flex-1">
      <AffiliateLink className={cell} icon={<Icon name="link" />} short />
    </li>
  );
}

/** 'Buscar por produto': a plain GET form to /search (works before the page is interactive). */
function BarSearch({ labels, onClose }: { labels: Labels; onClose: () => void }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const term = input.current?.value.trim() ?? '';
    event.preventDefault();
    if (!term) {
      input.current?.focus();
      return;
    }
    router.push(`/search?q=${encodeURIComponent(term)}`);
    onClose();
  };
  return (
    <form
      id="bottom-bar-search"
      action="/search"
      role="search"
      onSubmit={submit}
      className="flex gap-2 border-b border-neutral-200 p-2"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <label htmlFor="bottom-bar-q" className="sr-only">
        {labels.searchLabel}
      </label>
      <input
        ref={input}
        id="bottom-bar-q"
        name="q"
        type="search"
        required
        enterKeyHint="search"
        placeholder={labels.searchPlaceholder}
        className="h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-base"
      />
      <button
        type="submit"
        className="h-11 rounded-lg bg-[var(--store-primary)] px-4 text-sm font-semibold text-[var(--store-primary-contrast)]"
      >
        {labels.searchSubmit}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label={labels.closeSearch}
        className="grid h-11 w-9 place-items-center rounded-lg text-neutral-600"
      >
        ×
      </button>
    </form>
  );
}
