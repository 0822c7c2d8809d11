import { z } from 'zod';
import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { defineBlock } from './define';

const align = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** Typography for sanitized rich text; one class list shared with other blocks that show HTML. */
export const richText =
  'max-w-3xl text-neutral-800 leading-relaxed [&_a]:text-[var(--store-primary)] [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_table]:mt-3 [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** Builder HTML, sanitized on the server when the block's props are validated. */
export const safeHtml = (max: number) => z.string().max(max).transform(sanitizeContentHtml);

/** A titled piece of rich text: an accordion item, a tab. */
export const titledHtml = z.object({
  title: z.string().trim().min(1).max(300),
  html: safeHtml(50_000),
});

/** Rich text from the builder, sanitized on the server when its props are validated. */
export const text = defineBlock(
  z.object({
    html: safeHtml(100_000),
    align: z.enum(['left', 'center', 'right']).default('left'),
  }),
  ({ props }) => (
    <div
      className={`${richText} ${align[props.align]} ${props.align === 'center' ? 'mx-auto' : ''}`}
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  ),
);
