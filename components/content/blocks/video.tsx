import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock, dimension, imageSrc, optionalText } from './define';
import { VideoFacade } from './lazy';
import { videoUrl } from './video-source';

/**
 * A video on the page: a self-hosted file in a native player that downloads nothing before play
 * (no script either), or a YouTube/Vimeo player behind its poster until the shopper presses play.
 */
export const video = defineBlock(
  z.object({
    url: videoUrl,
    /** The player's accessible name (and the embed's iframe title). */
    title: z.string().trim().min(1).max(160),
    poster: imageSrc.optional(),
    caption: optionalText(300),
    /** Aspect ratio of the video. */
    width: dimension.default(16),
    height: dimension.default(9),
  }),
  async ({ props, ctx }) => {
    const t = await getTranslations({ locale: ctx.locale, namespace: 'pageBuilder.video' });
    const ratio = `${props.width} / ${props.height}`;
    const { url: source, title, poster } = props;
    return (
      <figure className="w-full max-w-4xl" data-testid="video">
        {source.kind === 'file' ? (
          <video
            controls
            playsInline
            preload={poster ? 'none' : 'metadata'}
            poster={poster}
            aria-label={title}
            className="h-auto w-full rounded-xl bg-black"
            style={{ aspectRatio: ratio }}
          >
            <source src={source.url} type={source.mime} />
            {t('unsupported')}
          </video>
        ) : (
          <VideoFacade
            source={source}
            title={title}
            poster={poster}
            ratio={ratio}
            playLabel={t('play', { title })}
          />
        )}
        {props.caption && (
          <figcaption className="mt-2 text-sm text-neutral-600">{props.caption}</figcaption>
        )}
      </figure>
    );
  },
);
