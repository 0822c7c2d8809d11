'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { keyStep } from './keyboard';
import { DragHint } from './media-icons';
import { useDrag } from './use-drag';

/**
 * A 360° view: one image per angle. Dragging sideways (mouse, pen or finger; vertical swipes
 * still scroll the page) turns through the frames, one full turn across the image's width; the
 * arrow keys step one frame, Home/End jump to the first and last. The other frames are fetched
 * once the view comes near the viewport (or is touched), so turning never waits on the network.
 */
export function Spin360({
  frames,
  label,
  hint,
  valueTexts,
  width,
  height,
}: {
  frames: string[];
  label: string;
  hint: string;
  /** The announced angle of each frame ("Ângulo 3 de 24"). */
  valueTexts: string[];
  width: number;
  height: number;
}) {
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const view = useRef<HTMLDivElement>(null);
  const loaded = useRef<HTMLImageElement[] | null>(null);
  const hintId = useId();

  const preload = useCallback(() => {
    if (loaded.current) return;
    loaded.current = frames.slice(1).map((src) => {
      const img = new Image();
      img.decoding = 'async';
      img.src = src;
      return img;
    });
  }, [frames]);

  useEffect(() => {
    const el = view.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        preload();
        observer.disconnect();
      },
      { rootMargin: '300px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [preload]);

  const dragHandlers = useDrag(
    (e) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return null;
      preload();
      return { frame, width: e.currentTarget.clientWidth };
    },
    (_, from, dx) => {
      const moved = Math.round((dx / from.width) * count);
      setFrame((((from.frame + moved) % count) + count) % count);
    },
  );

  return (
    <div className="w-full max-w-3xl">
      <div
        ref={view}
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={hintId}
        aria-valuemin={1}
        aria-valuemax={count}
        aria-valuenow={frame + 1}
        aria-valuetext={valueTexts[frame]}
        data-testid="image-360"
        data-frame={frame + 1}
        onFocus={preload}
        onKeyDown={(e) => {
          const next = keyStep(e.key, frame, count, { wrap: true });
          if (next === null) return;
          e.preventDefault();
          setFrame(next);
        }}
        {...dragHandlers}
        className="relative cursor-grab touch-pan-y overflow-hidden rounded-xl border border-neutral-200 bg-white outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-[var(--store-primary)] active:cursor-grabbing"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config) and sized by props */}
        <img
          src={frames[frame]}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          draggable={false}
          className="pointer-events-none block h-auto w-full"
        />
        <span
          aria-hidden
          className="absolute top-3 left-3 rounded-full bg-neutral-900/80 px-2.5 py-1 text-xs font-bold text-white"
        >
          360°
        </span>
      </div>
      <DragHint id={hintId} icon="rotate" text={hint} />
    </div>
  );
}
