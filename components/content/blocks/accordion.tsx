import { z } from 'zod';
import { sanitizeContentHtml } from '@/lib/content/sanitize';
import { defineBlock } from './define';
import { richText } from './text';

/** Questions and answers (FAQ pages): native <details>, so it needs no JavaScript. */
export const accordion = defineBlock(
  z.object({
    items: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(300),
          html: z.string().max(50_000).transform(sanitizeContentHtml),
        }),
      )
      .min(1)
      .max(100),
  }),
  ({ props }) => (
    <div className="max-w-3xl divide-y divide-neutral-200 rounded-xl border border-neutral-200">
      {props.items.map((item, i) => (
        <details key={i} className="group px-4">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
            {item.title}
            <span aria-hidden className="text-xl transition group-open:rotate-45">
              +
            </span>
          </summary>
          <div className={`${richText} pb-4`} dangerouslySetInnerHTML={{ __html: item.html }} />
        </details>
      ))}
    </div>
  ),
);
