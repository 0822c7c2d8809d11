'use client';

import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ChevronIcon } from '../icons';
import { BlockLink } from './block-link';
import { buttonClass } from './button-class';

export type BannerSlide = {
  url: string;
  alt: string;
  link?: string;
  text1?: string;
  text2?: string;
  text3?: string;
  btnText?: string;
};

type Labels = {
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

/** SPEC.md section 9: hero autoplay every 2500 ms. */
export const AUTOPLAY_DELAY_MS = 2500;
/**
 * SPEC.md's speed 1500 (ms per transition). Embla's `duration` is no time but the divisor of its
 * spring step (friction 0.68, 60 steps a second): 33 brings a 1200 px slide to within one pixel
 * of its place in 1.5 s.
 */
export const EMBLA_DURATION = 33;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export function BannerCarousel({
  slides,
  width,
  height,
  labels,
}: {
  slides: BannerSlide[];
  width: number;
  height: number;
  labels: Labels;
}) {
  const reduced = useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const autoplay = useMemo(
    () => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }),
    [],
  );
  const [viewport, embla] = useEmblaCarousel(
    { loop: slides.length > 1, duration: reduced ? 0 : EMBLA_DURATION },
    [autoplay],
  );
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false); // the shopper's own pause button
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const shouldPlay = slides.length > 1 && !reduced && !paused && !hovered && !focused;
  const shouldPlayRef = useRef(shouldPlay);

  useEffect(() => {
    shouldPlayRef.current = shouldPlay;
    if (!embla) return;
    if (shouldPlay) autoplay.play();
    else autoplay.stop();
  }, [embla, autoplay, shouldPlay]);

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
      autoplay.reset(); // a full delay on the slide the shopper chose
    },
    [embla, autoplay],
  );

  const captions = slides.some((s) => s.text1 || s.text2 || s.text3 || s.btnText);
  const control =
    'pointer-events-auto flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow hover:bg-white';

  return (
    <div
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={labels.label}
      data-testid="banner-slider"
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
                <Slide
                  slide={slide}
                  first={i === 0}
                  label={labels.slideLabels[i] ?? ''}
                  width={width}
                  height={height}
                  captions={captions}
                />
              </div>
            ))}
          </div>
        </div>
        {slides.length > 1 && (
          // Over the image only (not its caption), whatever the slide's aspect ratio. Phones
          // swipe and use the dots: arrows would cover most of a short banner there.
          <div
            className="pointer-events-none absolute inset-x-0 top-0 hidden items-center justify-between px-2 md:flex"
            style={{ aspectRatio: `${width} / ${height}` }}
          >
            <button type="button" className={control} onClick={() => go((api) => api.scrollPrev())}>
              <ChevronIcon direction="left" />
              <span className="sr-only">{labels.previous}</span>
            </button>
            <button type="button" className={control} onClick={() => go((api) => api.scrollNext())}>
              <ChevronIcon direction="right" />
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
          {!reduced && (
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

/** One slide: the image in a box of its aspect ratio, then its texts and button. One link (the
 * button, else the title, else a hidden label) is stretched over the whole slide. */
function Slide({
  slide,
  first,
  label,
  width,
  height,
  captions,
}: {
  slide: BannerSlide;
  first: boolean;
  label: string;
  width: number;
  height: number;
  captions: boolean;
}) {
  const stretched = 'after:absolute after:inset-0';
  const title =
    slide.text1 && slide.link && !slide.btnText ? (
      <BlockLink href={slide.link} className={stretched}>
        {slide.text1}
      </BlockLink>
    ) : (
      slide.text1
    );
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config) and sized by props */}
      <img
        src={slide.url}
        alt={slide.alt}
        width={width}
        height={height}
        style={{ aspectRatio: `${width} / ${height}` }}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        className="block h-auto w-full bg-neutral-200 object-cover"
      />
      {captions && (
        <div className="flex h-24 items-center justify-between gap-3 bg-neutral-900 px-4 text-white md:h-20 md:px-6">
          <div className="min-w-0">
            {title && (
              <p className="truncate text-lg leading-tight font-bold md:text-xl">{title}</p>
            )}
            {(slide.text2 || slide.text3) && (
              <p className="line-clamp-2 text-sm text-neutral-200 md:truncate">
                {[slide.text2, slide.text3].filter(Boolean).join(' · ')}
              </p>
            )}
          </div>
          {slide.link && slide.btnText && (
            <BlockLink
              href={slide.link}
              className={`${buttonClass('primary')} shrink-0 text-sm ${stretched}`}
            >
              {slide.btnText}
            </BlockLink>
          )}
        </div>
      )}
      {slide.link && !slide.btnText && !slide.text1 && (
        <BlockLink href={slide.link} className="absolute inset-0">
          <span className="sr-only">{slide.alt || label}</span>
        </BlockLink>
      )}
    </>
  );
}
