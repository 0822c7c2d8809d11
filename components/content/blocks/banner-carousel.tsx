'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
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

/**
 * The one embla carousel of the page builder (hero banner slider, custom banner slider). The
 * slides are rendered on the server and passed in, so the first one paints before any script.
 * Previous/next buttons sit over the top `controlsRatio` box of a slide (its image), dots under.
 */
export function BannerCarousel({
  slides,
  controlsRatio,
  duration,
  autoplay: autoplayOn,
  labels,
  testId,
}: {
  slides: ReactNode[];
  /** Aspect ratio ("1200 / 400") of the part of a slide the arrows are centred over. */
  controlsRatio: string;
  /** Embla duration (EMBLA_DURATION, CUSTOM_SLIDER_DURATION). */
  duration: number;
  autoplay: boolean;
  labels: CarouselLabels;
  testId: string;
}) {
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const canPlay = autoplayOn && slides.length > 1 && !reduced;
  const autoplay = useMemo(
    () => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }),
    [],
  );
  const [viewport, embla] = useEmblaCarousel(
    { loop: slides.length > 1, duration: reduced ? 0 : duration },
    autoplayOn ? [autoplay] : [],
  );
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false); // the shopper's own pause button
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shouldPlay = canPlay && !paused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!embla || !autoplayOn) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, autoplayOn, shouldPlay]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    // A swipe stops autoplay (stopOnInteraction); it resumes when nothing else holds it.
    const onPointerUp = () => {
      if (shouldPlayRef.current) autoplay.play();
    };
    embla.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [embla, autoplay]);

  const go = useCallback(
    (move: (api: NonNullable<typeof embla>) => void) => {
      if (!embla) return;
      move(embla);
      if (autoplayOn) autoplay.reset(); // a full delay on the slide the shopper chose
    },
    [embla, autoplay, autoplayOn],
  );

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
        <div ref={viewport} className="overflow-hidden rounded-xl">
          <div className="flex touch-pan-y">
            {slides.map((slide, i) => (
              <div
                key={i}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={labels.slideLabels[i]}
                inert={i !== selected}
                className="relative min-w-0 shrink-0 grow-0 basis-full"
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          // Over the image only (not its caption), whatever the slide's aspect ratio. Phones
          // swipe and use the dots: arrows would cover most of a short banner there.
          <div
            className="pointer-events-none absolute inset-x-0 top-0 hidden items-center justify-between px-2 md:flex"
            style={{ aspectRatio: controlsRatio }}
          >
            <button type="button" className={control} onClick={() => go((api) => api.scrollPrev())}>
              <Icon name="chevron-left" size={20} />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" className={control} onClick={() => go((api) => api.scrollNext())}>
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
              onClick={() => go((api) => api.scrollTo(i))}
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
