import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { CompareImages } from './lazy';
import { defineBlock, dimension, imageSrc, optionalText } from './define';

const picture = z.object({ url: imageSrc, alt: z.string().trim().max(300).default('') });

/** Two images of the same size compared with a sliding handle (before on the left). */
export const imageComparison = defineBlock(
  z.object({
    before: picture,
    after: picture,
    /** Intrinsic size of both images. */
    width: dimension,
    height: dimension,
    beforeLabel: optionalText(40),
    afterLabel: optionalText(40),
    /** The slider's accessible name. */
    label: optionalText(160),
    /** Where the handle starts, in percent from the left. */
    start: z.number().int().min(0).max(100).default(50),
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.comparison' });
    return (
      <CompareImages
        before={props.before}
        after={props.after}
        width={props.width}
        height={props.height}
        start={props.start}
        labels={{
          slider: props.label ?? t('label'),
          before: props.beforeLabel ?? t('before'),
          after: props.afterLabel ?? t('after'),
        }}
      />
    );
  },
);
