'use client';

import { Children, useRef, type ReactNode } from 'react';

/**
 * A row of slides that scrolls with snap points (touch and trackpad work natively) plus
 * previous/next buttons; `perView` slides show on desktop, one on phones.
 */
export function ScrollSlider({
  children,
  label,
  perView = 2,
  labels,
}: {
  children: ReactNode;
  label: string;
  perView?: 2 | 3 | 4;
  labels: { previous: string; next: string };
}) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth, behavior: 'smooth' });
  const basis = { 2: 'md:basis-1/2', 3: 'md:basis-1/3', 4: 'md:basis-1/4' }[perView];
  return (
    <div className="relative" role="group" aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={track}
        className="flex snap-x snap-mandatory [scrollbar-width:thin] gap-0 overflow-x-auto scroll-smooth"
      >
        {Children.map(children, (child) => (
          <li className={`shrink-0 basis-full snap-start p-2 ${basis}`}>{child}</li>
        ))}
      </ul>
      <div className="mt-2 flex justify-end gap-2">
        <button
          type="button"
          onClick={() => scroll(-1)}
          aria-label={labels.previous}
          className="h-10 w-10 rounded-full border border-neutral-300 text-lg hover:bg-neutral-100"
        >
          ‹
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          aria-label={labels.next}
          className="h-10 w-10 rounded-full border border-neutral-300 text-lg hover:bg-neutral-100"
        >
          ›
        </button>
      </div>
    </div>
  );
}
