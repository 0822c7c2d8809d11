import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { z } from 'zod';
import type { Locale } from '@/lib/domain/money';
import { preloadImage } from '@/lib/media/preload-image';
import { responsiveImage } from '@/lib/media/responsive-image';
import type { CarouselLabels } from './banner-carousel';
import { HERO_SPEED_MS } from './carousel-speed';
import { BannerCarousel } from './lazy';
import { BlockLink } from './block-link';
import { buttonClass } from './button-class';
import { defineBlock, dimension, href, imageSrc, optionalText } from './define';

/** SPEC.md "Slider image": url, link, text1-3, btnText, img1-3. */
export const sliderImage = z.object({
  url: imageSrc,
  alt: z.string().trim().max(300).default(''),
  link: href.optional(),
  text1: optionalText(120),
  text2: optionalText(200),
  text3: optionalText(200),
  btnText: optionalText(60),
  img1: imageSrc.optional(),
  img2: imageSrc.optional(),
  img3: imageSrc.optional(),
});
export type SliderImage = z.output<typeof sliderImage>;

/** Props of both slider blocks: the slides and the size of their images. */
export const sliderProps = z.object({
  images: z.array(sliderImage).min(1).max(12),
  /** Intrinsic size of the slide images (backgrounds); sets the slider's aspect ratio. */
  width: dimension.default(1200),
  height: dimension.default(400),
});

export type SlideProps = {
  slide: SliderImage;
  first: boolean;
  /** Its position ("1 de 3"), the name of a link without text. */
  label: string;
  width: number;
  height: number;
};

/** A slide spans the page (1280 px at most). */
const SLIDE_SIZES = '(min-width: 1280px) 1280px, 100vw';

/** A slide's image (`url`): the first slide's is the page's LCP image, so it is asked for from
 * the document's head and loads first; the others wait until they are near. */
export function SlideImage({
  slide,
  first,
  width,
  height,
  className,
}: Omit<SlideProps, 'label'> & { className: string }) {
  const image = responsiveImage(slide.url, SLIDE_SIZES, { minWidth: 384 });
  if (first) preloadImage(image);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- srcset from lib/media (docs/adr/0027)
    <img
      {...image}
      alt={slide.alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}` }}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className={className}
    />
  );
}

/** A slider block's carousel: one server-rendered `Slide` per Slider image. */
export async function sliderCarousel(
  { images, width, height }: z.output<typeof sliderProps>,
  locale: Locale,
  Slide: (p: SlideProps) => ReactNode,
  options: { label?: string; speedMs: number; autoplay: boolean; testId: string },
) {
  const t = await getTranslations({ locale, namespace: 'pageBuilder.slider' });
  const count = images.length;
  const labels: CarouselLabels = {
    carousel: t('carousel'),
    label: options.label ?? t('label'),
    slide: t('slide'),
    slideLabels: images.map((_, i) => t('slideLabel', { index: i + 1, count })),
    goTo: images.map((_, i) => t('goTo', { index: i + 1 })),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
  };
  return (
    <BannerCarousel
      slides={images.map((slide, i) => (
        <Slide
          key={i}
          slide={slide}
          first={i === 0}
          label={labels.slideLabels[i] ?? ''}
          width={width}
          height={height}
        />
      ))}
      controlsRatio={`${width} / ${height}`}
      speedMs={options.speedMs}
      autoplay={options.autoplay}
      labels={labels}
      testId={options.testId}
    />
  );
}

const stretched = 'after:absolute after:inset-0';

/**
 * A slide's one link, stretched over the whole slide: its button when it has a text, else its
 * title, else a hidden label (the image's alt or the slide's position).
 */
export function slideLinks(
  slide: SliderImage,
  label: string,
  buttonClassName: string,
): { title: ReactNode; button: ReactNode; cover: ReactNode } {
  const { link, text1, btnText } = slide;
  return {
    title:
      text1 && link && !btnText ? (
        <BlockLink href={link} className={stretched}>
          {text1}
        </BlockLink>
      ) : (
        text1
      ),
    button: link && btnText && (
      <BlockLink href={link} className={`${buttonClassName} ${stretched}`}>
        {btnText}
      </BlockLink>
    ),
    cover: link && !btnText && !text1 && (
      <BlockLink href={link} className="absolute inset-0">
        <span className="sr-only">{slide.alt || label}</span>
      </BlockLink>
    ),
  };
}

/**
 * The hero banner slider (SPEC.md: autoplay 2500 ms, speed 1500). The server renders every slide,
 * so the first one paints before any script; the box keeps the images' aspect ratio (no shift).
 * img1-3 are the old builder's per-slide artwork, accepted so that saved content stays valid; the
 * hero shows `url`, which every stored slide fills (the custom slider shows them).
 */
export const bannerSlider = defineBlock(sliderProps, async ({ props, ctx }) => {
  const captions = props.images.some((s) => s.text1 || s.text2 || s.text3 || s.btnText);
  return sliderCarousel(
    props,
    ctx.locale,
    (slide) => <HeroSlide {...slide} captions={captions} />,
    { speedMs: HERO_SPEED_MS, autoplay: true, testId: 'banner-slider' },
  );
});

/** One hero slide: the image in a box of its aspect ratio, then its texts and button. */
function HeroSlide({
  slide,
  first,
  label,
  width,
  height,
  captions,
}: SlideProps & { captions: boolean }) {
  const { title, button, cover } = slideLinks(
    slide,
    label,
    `${buttonClass('primary')} shrink-0 text-sm`,
  );
  return (
    <>
      <SlideImage
        slide={slide}
        first={first}
        width={width}
        height={height}
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
          {button}
        </div>
      )}
      {cover}
    </>
  );
}
