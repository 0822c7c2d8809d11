'use client';

import { Icon } from '@/components/icons/icon';

/** Previous/next buttons for a horizontal scroll-snap list (desktop; touch screens swipe). */
export function ScrollButtons({
  target,
  previous,
  next,
}: {
  /** id of the scrolling list */
  target: string;
  previous: string;
  next: string;
}) {
  const scroll = (direction: -1 | 1) => {
    const list = document.getElementById(target);
    if (!list) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  const button =
    'flex h-10 w-10 items-center justify-center rounded-full border border-neutral-300 bg-white text-neutral-800 hover:border-[var(--store-primary)] hover:text-[var(--store-primary)]';
  return (
    <div className="hidden gap-2 md:flex">
      <button type="button" className={button} aria-controls={target} onClick={() => scroll(-1)}>
        <Icon name="chevron-left" size={20} />
        <span className="sr-only">{previous}</span>
      </button>
      <button type="button" className={button} aria-controls={target} onClick={() => scroll(1)}>
        <Icon name="chevron-right" size={20} />
        <span className="sr-only">{next}</span>
      </button>
    </div>
  );
}
