import { getTranslations } from 'next-intl/server';
import type { CSSProperties } from 'react';
import { CUSTOM_SLIDER_SPEED_MS } from './carousel-speed';
import {
  SlideImage,
  type SlideProps,
  sliderCarousel,
  slideLinks,
  sliderProps,
} from './banner-slider';
import { buttonClass } from './button-class';
import { defineBlock, optionalText } from './define';
import { responsiveImage } from '@/lib/media/responsive-image';

/**
 * The custom banner slider (SPEC.md: speed 700, no autoplay): each slide composes its texts
 * (text1 title, text2, text3), button and up to three pictures (img1-3) over its background
 * (`url`). On phones the slide grows to fit its texts instead of keeping the banner's ratio.
 */
export const customBannerSlider = defineBlock(
  /** `label` is the slider's accessible name. */
  sliderProps.extend({ label: optionalText(120) }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.customSlider' });
    return sliderCarousel(props, ctx.locale, CustomSlide, {
      label: props.label ?? t('label'),
      speedMs: CUSTOM_SLIDER_SPEED_MS,
      autoplay: false,
      testId: 'custom-banner-slider',
    });
  },
);

function CustomSlide({ slide, first, label, width, height }: SlideProps) {
  const { title, button, cover } = slideLinks(slide, label, buttonClass('primary'));
  const pictures = [slide.img1, slide.img2, slide.img3].filter((src) => src !== undefined);
  return (
    // The background sits under the content (isolate, -z-10) so that the content needs no
    // positioning of its own and the stretched link covers the whole slide.
    <div
      className="relative isolate flex min-h-80 flex-col justify-center gap-5 overflow-hidden bg-neutral-900 p-6 text-white md:aspect-[var(--slide-ratio)] md:min-h-0 md:flex-row md:items-center md:justify-between md:px-16"
      style={{ '--slide-ratio': `${width} / ${height}` } as CSSProperties}
    >
      <SlideImage
        slide={slide}
        first={first}
        width={width}
        height={height}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="max-w-md [text-shadow:0_1px_3px_rgb(0_0_0/0.6)]">
        {title && <p className="text-2xl leading-tight font-bold md:text-4xl">{title}</p>}
        {slide.text2 && <p className="mt-2 text-base md:text-lg">{slide.text2}</p>}
        {slide.text3 && <p className="mt-1 text-sm text-neutral-200">{slide.text3}</p>}
        {button && <div className="mt-4 [text-shadow:none]">{button}</div>}
      </div>
      {pictures.length > 0 && (
        <div className="flex gap-3">
          {pictures.map((src, i) => (
            // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
            <img
              key={i}
              {...responsiveImage(
                src,
                '(min-width: 1024px) 176px, (min-width: 640px) 128px, 96px',
                { maxWidth: 384 },
              )}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              className="h-20 w-24 rounded-lg bg-white/90 object-contain p-1 shadow-lg sm:h-28 sm:w-32 lg:h-36 lg:w-44"
            />
          ))}
        </div>
      )}
      {cover}
    </div>
  );
}
