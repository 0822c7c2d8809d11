'use client';

import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/icons/icon';

/** How far down the page the button appears (at the top there is nowhere to go back to). */
const SHOW_AFTER_PX = 400;

const onScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};
const scrolledDown = () => window.scrollY > SHOW_AFTER_PX;
const onServer = () => false;

/**
 * Desktop-only button back to the top of the page, shown once the page has been scrolled. It
 * scrolls smoothly unless the shopper asked for less motion; used from the keyboard, it also
 * moves focus to the top (the skip link), so the next Tab starts from the header.
 */
export function ScrollToTop({ label }: { label: string }) {
  const shown = useSyncExternalStore(onScroll, scrolledDown, onServer);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={(event) => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        // Near the top the sticky header grows back, and the browser's scroll anchoring moves
        // the page down by as much while the smooth scroll runs: it is finished at the very top.
        window.addEventListener(
          'scrollend',
          () => {
            if (window.scrollY > 0) window.scrollTo({ top: 0 });
          },
          { once: true },
        );
        // detail 0: Enter or Space, not a pointer click.
        if (event.detail === 0)
          document
            .querySelector<HTMLElement>('a[href="#conteudo"]')
            ?.focus({ preventScroll: true });
      }}
      aria-label={label}
      title={label}
      data-testid="scroll-to-top"
      className="fixed right-5 bottom-[calc(6rem+var(--bottom-space,0px))] z-30 hidden rounded-full border border-neutral-300 bg-white p-2 text-neutral-800 shadow hover:border-[var(--store-primary)] hover:text-[var(--store-primary)] md:block"
    >
      <Icon name="chevron-up" />
    </button>
  );
}
