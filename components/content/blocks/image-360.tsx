import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock, dimension, imageSrc, optionalText } from './define';
import { Spin360 } from './lazy';

/** A product turned all the way round: its frames in order, turned by drag or the arrow keys. */
export const image360 = defineBlock(
  z.object({
    frames: z.array(imageSrc).min(2).max(120),
    /** What is shown ("Notebook Demo Pro 15 em 360°"): the view's accessible name. */
    alt: z.string().trim().min(1).max(300),
    hint: optionalText(200),
    /** Intrinsic size of the frames. */
    width: dimension,
    height: dimension,
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.spin' });
    const count = props.frames.length;
    return (
      <Spin360
        frames={props.frames}
        label={props.alt}
        hint={props.hint ?? t('hint')}
        valueTexts={props.frames.map((_, i) => t('frame', { index: i + 1, count }))}
        width={props.width}
        height={props.height}
      />
    );
  },
);
