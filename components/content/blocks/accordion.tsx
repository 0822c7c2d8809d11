import { z } from 'zod';
import { defineBlock } from './define';
import { richText, titledHtml } from './text';

/** Questions and answers (FAQ pages): native <details>, so it needs no JavaScript. */
export const accordion = defineBlock(
  z.object({
    items: z.array(titledHtml).min(1).max(100),
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
