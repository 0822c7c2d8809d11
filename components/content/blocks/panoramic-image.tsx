import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock, dimension, imageSrc, optionalText } from './define';
import { Panorama } from './lazy';

/** A wide (panoramic) image shown at a fixed height and panned sideways. */
export const panoramicImage = defineBlock(
  z.object({
    url: imageSrc,
    alt: z.string().trim().min(1).max(300),
    hint: optionalText(200),
    /** Intrinsic size of the image. */
    width: dimension,
    height: dimension,
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.panorama' });
    return (
      <Panorama
        url={props.url}
        alt={props.alt}
        width={props.width}
        height={props.height}
        label={t('label', { alt: props.alt })}
        hint={props.hint ?? t('hint')}
      />
    );
  },
);
