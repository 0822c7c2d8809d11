import { z } from 'zod';
import { defineBlock } from './define';
import { allowedEmbedUrl, EmbedFrame } from './embed';

const ratios = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1' } as const;

/**
 * A third-party page in a sandboxed, lazily loaded frame: only the allow-listed players and maps
 * of embed.tsx; any other URL fails validation, so the block renders nothing.
 */
export const iframe = defineBlock(
  z.object({
    url: z
      .string()
      .max(2048)
      .refine((v) => allowedEmbedUrl(v) !== null, {
        message: 'backOffice.pages.blockErrors.embed',
      }),
    /** The frame's accessible name (required: a frame without one is a blank stop for readers). */
    title: z.string().trim().min(1).max(200),
    /** A fixed aspect ratio; without one the frame is `height` pixels tall. */
    ratio: z.enum(['16:9', '4:3', '1:1']).optional(),
    height: z.number().int().min(100).max(2000).default(450),
  }),
  ({ props }) => (
    <div
      className="w-full overflow-hidden rounded-xl border border-neutral-200 bg-neutral-100"
      style={props.ratio ? { aspectRatio: ratios[props.ratio] } : { height: props.height }}
      data-testid="iframe"
    >
      <EmbedFrame src={props.url} title={props.title} className="block h-full w-full" />
    </div>
  ),
);
