import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { BannerCarousel, type BannerSlide } from './banner-carousel';
import { defineBlock, href, imageSrc, optionalText } from './define';

const dimension = z.number().int().min(1).max(10_000);

const slide = z.object({
  url: imageSrc,
  alt: z.string().trim().max(300).default(''),
  link: href.optional(),
  text1: optionalText(120),
  text2: optionalText(200),
  text3: optionalText(200),
  btnText: optionalText(60),
  // The old builder's per-slide artwork. Accepted so that saved content stays valid; the slide
  // itself shows `url`, which is what every stored slide fills.
  img1: imageSrc.optional(),
  img2: imageSrc.optional(),
  img3: imageSrc.optional(),
});

/**
 * The hero banner slider (SPEC.md: autoplay 2500 ms, speed 1500). The server renders every slide,
 * so the first one paints before any script; the box keeps the images' aspect ratio (no shift).
 */
export const bannerSlider = defineBlock(
  z.object({
    images: z.array(slide).min(1).max(12),
    /** Intrinsic size of the slide images; sets the slider's aspect ratio. */
    width: dimension.default(1200),
    height: dimension.default(400),
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.slider' });
    const slides: BannerSlide[] = props.images.map((s) => ({
      url: s.url,
      alt: s.alt,
      link: s.link,
      text1: s.text1,
      text2: s.text2,
      text3: s.text3,
      btnText: s.btnText,
    }));
    const count = slides.length;
    return (
      <BannerCarousel
        slides={slides}
        width={props.width}
        height={props.height}
        labels={{
          carousel: t('carousel'),
          label: t('label'),
          slide: t('slide'),
          slideLabels: slides.map((_, i) => t('slideLabel', { index: i + 1, count })),
          goTo: slides.map((_, i) => t('goTo', { index: i + 1 })),
          previous: t('previous'),
          next: t('next'),
          pause: t('pause'),
          play: t('play'),
        }}
      />
    );
  },
);
