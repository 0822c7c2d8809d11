'use client';

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { AUTOPLAY_DELAY_MS } from './carousel-speed';
import { Icon } from '@/components/icons/icon';

export type CarouselLabels = {
  carousel: string;
  label: string;
  slide: string;
  slideLabels: string[];
  goTo: string[];
  previous: string;
  next: string;
  pause: string;
  play: string;
};

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** A finger or mouse that moves this far sideways drags the slides; this far, it turns them. */
const DRAG_FROM_PX = 6;
const SWIPE_PX = 40;
const mod = (value: number, n: number) => ((value % n) + n) % n;

/**
 * The one carousel of the page builder (hero banner slider, custom banner slider). The slides
 * are rendered on the server and passed in, so the first one paints before any script; arrows
 * sit over the top `controlsRatio` box of a slide (its image), dots under.
 *
 * Its own code rather than embla's (8.5 kB of every home's script before the shopper does
 * anything, ADR 0027): the slides sit side by side in a track that a CSS transform moves over
 * the slider's speed. It loops: the slide that comes in from the other end is moved there for
 * the move and put back once the track has arrived. A swipe or a mouse drag turns it.
 */
export function BannerCarousel({
  slides,
  controlsRatio,
  speedMs,
  autoplay: autoplayOn,
  labels,
  testId,
}: {
  slides: ReactNode[];
  /** Aspect ratio ("1200 / 400") of the part of a slide the arrows are centred over. */
  controlsRatio: string;
  /** How long a move takes (SPEC.md's slider speeds, carousel-speed.ts). */
  speedMs: number;
  autoplay: boolean;
  labels: CarouselLabels;
  testId: string;
}) {
  const count = slides.length;
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const canPlay = autoplayOn && count > 1 && !reduced;
  // Where the track stands, in slides: -1 and `count` only while a move wraps around.
  const [position, setPosition] = useState(0);
  const [animated, setAnimated] = useState(false);
  const [dragPx, setDragPx] = useState(0);
  const drag = useRef<{ x: number; y: number; dragging: boolean } | null>(null);
  const swiped = useRef(false);
  const selected = mod(position, count);
  const [paused, setPaused] = useState(false); // the shopper's own pause button
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shouldPlay = canPlay && !paused && !hovered && !focused && dragPx === 0;

  const move = useCallback(
    (to: (from: number) => number) => {
      setAnimated(!reduced);
      setPosition((from) => {
        const target = to(mod(from, count));
        return reduced ? mod(target, count) : target;
      });
    },
    [count, reduced],
  );

  // A move that wrapped around ends on the same slide in its own place, without a transition.
  useEffect(() => {
    if (position >= 0 && position < count) return;
    const settle = window.setTimeout(() => {
      setAnimated(false);
      setPosition((p) => mod(p, count));
    }, speedMs);
    return () => window.clearTimeout(settle);
  }, [position, count, speedMs]);

  // Every AUTOPLAY_DELAY_MS on the same slide, the next one; any move starts the wait again.
  useEffect(() => {
    if (!shouldPlay) return;
    const next = window.setTimeout(() => move((from) => from + 1), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(next);
  }, [shouldPlay, selected, move]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swiped.current = false;
    if (count < 2 || event.button !== 0) return;
    drag.current = { x: event.clientX, y: event.clientY, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (!start.dragging) {
      if (Math.abs(dx) < DRAG_FROM_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
      start.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      setAnimated(false);
      setPosition((p) => mod(p, count));
    }
    setDragPx(dx);
  };
  // A drag the browser took over (pointercancel) turns nothing: the track goes back.
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    drag.current = null;
    if (!start?.dragging) return;
    const dx = event.type === 'pointercancel' ? 0 : event.clientX - start.x;
    // The click that ends a drag opens no link.
    swiped.current = true;
    setDragPx(0);
    if (dx <= -SWIPE_PX) move((from) => from + 1);
    else if (dx >= SWIPE_PX) move((from) => from - 1);
    else setAnimated(!reduced);
  };

  // The slide that comes in from the other end of the loop, moved there for the move or drag.
  const shiftOf = (index: number) => {
    if (index === 0 && (position >= count || (selected === count - 1 && dragPx < 0))) return count;
    if (index === count - 1 && (position < 0 || (selected === 0 && dragPx > 0))) return -count;
    return 0;
  };

  const control =
    'pointer-events-auto flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      data-testid={testId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="relative">
        <div
          className="overflow-hidden rounded-xl"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onDragStart={(event) => event.preventDefault()}
          onClickCapture={(event) => {
            if (!swiped.current) return;
            swiped.current = false;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          <div
            className="flex touch-pan-y"
            style={{
              transform: `translate3d(calc(${-position * 100}% + ${dragPx}px), 0, 0)`,
              transition: animated && dragPx === 0 ? `transform ${speedMs}ms ease-out` : undefined,
            }}
          >
            {slides.map((slide, i) => {
              const shift = shiftOf(i);
              return (
                <div
                  key={i}
                  role="group"
                  aria-roledescription={labels.slide}
                  aria-label={labels.slideLabels[i]}
                  inert={i !== selected}
                  className="relative min-w-0 shrink-0 grow-0 basis-full"
                  style={shift ? { transform: `translateX(${shift * 100}%)` } : undefined}
                >
                  {slide}
                </div>
              );
            })}
          </div>
        </div>
        {slides.length > 1 && (
          // Over the image only (not its caption), whatever the slide's aspect ratio. Phones
          // swipe and use the dots: arrows would cover most of a short banner there.
          <div
            className="pointer-events-none absolute inset-x-0 top-0 hidden items-center justify-between px-2 md:flex"
            style={{ aspectRatio: controlsRatio }}
          >
            <button type="button" className={control} onClick={() => move((from) => from - 1)}>
              <Icon name="chevron-left" size={20} />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" className={control} onClick={() => move((from) => from + 1)}>
              <Icon name="chevron-right" size={20} />
              <span className="sr-only">{labels.next}</span>
            </button>
          </div>
        )}
      </div>
      {slides.length > 1 && (
        <div className="mt-2 flex items-center justify-center gap-1">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={labels.goTo[i]}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => move(() => i)}
              className="group flex h-6 w-6 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${i === selected ? 'w-5 bg-[var(--store-primary)]' : 'w-2.5 bg-neutral-400 group-hover:bg-neutral-600'}`}
              />
            </button>
          ))}
          {canPlay && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              className="ml-2 flex h-6 min-w-6 items-center justify-center rounded text-neutral-700 hover:text-neutral-900"
            >
              <svg width={14} height={14} viewBox="0 0 14 14" aria-hidden fill="currentColor">
                {paused ? <path d="M3 1.5v11L12 7Z" /> : <path d="M3 1.5h3v11H3Zm5 0h3v11H8Z" />}
              </svg>
              <span className="sr-only">{paused ? labels.play : labels.pause}</span>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
