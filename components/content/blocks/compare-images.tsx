'use client';

import { useRef, useState } from 'react';
import { keyStep } from './keyboard';

import { useDrag } from './use-drag';
import { Icon } from '@/components/icons/icon';

type Picture = { url: string; alt: string };

/**
 * Before and after, one over the other, split by a handle: pressing or dragging anywhere on the
 * images moves it (vertical swipes still scroll the page); the handle is a slider for the
 * keyboard (arrows 1 %, PageUp/PageDown 10 %, Home/End) and screen readers.
 */
export function CompareImages({
  before,
  after,
  width,
  height,
  start,
  labels,
}: {
  before: Picture;
  after: Picture;
  width: number;
  height: number;
  start: number;
  labels: { slider: string; before: string; after: string };
}) {
  const [position, setPosition] = useState(start);
  const handle = useRef<HTMLDivElement>(null);

  const follow = (box: HTMLElement, clientX: number) => {
    const rect = box.getBoundingClientRect();
    const ratio = (clientX - rect.left) / rect.width;
    setPosition(Math.round(Math.min(1, Math.max(0, ratio)) * 100));
  };

  // A press moves the handle there at once, then the drag moves it with the pointer.
  const dragHandlers = useDrag(
    (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return null;
      follow(e.currentTarget, e.clientX);
      handle.current?.focus({ preventScroll: true });
      return true;
    },
    (e) => follow(e.currentTarget, e.clientX),
  );

  const badge =
    'pointer-events-none absolute top-3 rounded-full bg-neutral-900/80 px-2.5 py-1 text-xs font-semibold text-white';
  return (
    <div
      className="relative w-full max-w-4xl cursor-ew-resize touch-pan-y overflow-hidden rounded-xl bg-neutral-200 select-none"
      style={{ aspectRatio: `${width} / ${height}` }}
      data-testid="image-comparison"
      {...dragHandlers}
      // The press focuses the handle; the mouse's own focus change would take it away again.
      onMouseDown={(e) => e.preventDefault()}
    >
      {[after, before].map((picture, i) => (
        // eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config) and sized by props
        <img
          key={i}
          src={picture.url}
          alt={picture.alt}
          width={width}
          height={height}
          loading="lazy"
          draggable={false}
          className="absolute inset-0 h-full w-full object-cover"
          // Before is on top, cut off at the handle.
          style={picture === before ? { clipPath: `inset(0 ${100 - position}% 0 0)` } : undefined}
        />
      ))}
      <span aria-hidden className={`${badge} left-3`}>
        {labels.before}
      </span>
      <span aria-hidden className={`${badge} right-3`}>
        {labels.after}
      </span>
      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.25)]"
        style={{ left: `${position}%` }}
      >
        <div
          ref={handle}
          role="slider"
          tabIndex={0}
          aria-label={labels.slider}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={`${position}%`}
          onKeyDown={(e) => {
            const next = keyStep(e.key, position, 101, { page: 10 });
            if (next === null) return;
            e.preventDefault();
            setPosition(next);
          }}
          className="pointer-events-auto absolute top-1/2 left-1/2 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-neutral-900/80 text-white shadow-lg outline-offset-2 focus-visible:outline-2 focus-visible:outline-[var(--store-primary)]"
        >
          <Icon name="pan" size={20} />
        </div>
      </div>
    </div>
  );
}
