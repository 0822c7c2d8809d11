'use client';

import { useId, useRef } from 'react';
import { DragHint } from './media-icons';
import { useDrag } from './use-drag';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A wide image in a box that scrolls sideways: touch screens swipe it natively; a mouse drags it;
 * with focus, the arrow keys pan a quarter of the view and Home/End go to the ends.
 */
export function Panorama({
  url,
  alt,
  width,
  height,
  label,
  hint,
}: {
  url: string;
  alt: string;
  width: number;
  height: number;
  label: string;
  hint: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // Touch and pen scroll the box natively; a mouse drags it.
  const dragHandlers = useDrag(
    (e) => (e.pointerType === 'mouse' && e.button === 0 ? e.currentTarget.scrollLeft : null),
    (e, left, dx) => {
      e.currentTarget.scrollLeft = left - dx;
    },
  );
  const hintId = useId();

  const pan = (left: number) => {
    const el = box.current;
    if (!el) return;
    const smooth = !window.matchMedia(REDUCED_MOTION).matches;
    el.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
  };

  return (
    <div className="w-full">
      <div
        ref={box}
        role="region"
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        data-testid="panorama"
        onKeyDown={(e) => {
          const el = e.currentTarget;
          const step = el.clientWidth / 4;
          const target =
            e.key === 'ArrowRight'
              ? el.scrollLeft + step
              : e.key === 'ArrowLeft'
                ? el.scrollLeft - step
                : e.key === 'Home'
                  ? 0
                  : e.key === 'End'
                    ? el.scrollWidth
                    : null;
          if (target === null) return;
          e.preventDefault();
          pan(target);
        }}
        {...dragHandlers}
        className="cursor-grab [scrollbar-width:thin] overflow-x-auto overscroll-x-contain rounded-xl bg-neutral-200 outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-[var(--store-primary)] active:cursor-grabbing"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config) and sized by props */}
        <img
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          draggable={false}
          className="block h-64 w-auto max-w-none md:h-[26rem]"
        />
      </div>
      <DragHint id={hintId} icon="pan" text={hint} />
    </div>
  );
}
