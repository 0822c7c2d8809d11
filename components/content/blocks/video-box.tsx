import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock, dimension, imageSrc, optionalText } from './define';
import { VideoBoxDialog } from './lazy';
import { videoUrl } from './video-source';

/**
 * A video's poster and title; pressing it opens the video in a dialog. Nothing of the player
 * loads before that.
 */
export const videoBox = defineBlock(
  z.object({
    url: videoUrl,
    title: z.string().trim().min(1).max(160),
    text: optionalText(600),
    poster: imageSrc,
    /** Intrinsic size of the poster. */
    width: dimension.default(1280),
    height: dimension.default(720),
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.video' });
    const { title } = props;
    return (
      <div
        className="relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white"
        data-testid="video-box"
      >
        <VideoBoxDialog
          source={props.url}
          title={title}
          poster={props.poster}
          openLabel={t('play', { title })}
          closeLabel={t('close')}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- images are unoptimized (next.config) and sized by props */}
          <img
            src={props.poster}
            alt=""
            width={props.width}
            height={props.height}
            loading="lazy"
            className="block h-auto w-full bg-neutral-900"
          />
        </VideoBoxDialog>
        <div className="flex flex-col gap-1 p-4">
          <h3 className="text-lg font-semibold text-neutral-900">{title}</h3>
          {props.text && <p className="text-sm text-neutral-700">{props.text}</p>}
        </div>
      </div>
    );
  },
);
