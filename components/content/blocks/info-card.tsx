import { z } from 'zod';
import { infoIcons } from '../icons';
import { defineBlock, optionalText } from './define';
import { Icon } from '@/components/icons/icon';

/** A short advantage: icon (pix, truck, shield or lock), title and one line of text. */
export const infoCard = defineBlock(
  z.object({
    icon: z.enum(infoIcons),
    title: z.string().trim().min(1).max(120),
    text: optionalText(300),
  }),
  ({ props }) => (
    // A narrow card (two a row on phones) puts its icon above the text instead of beside it.
    <div className="@container h-full rounded-xl border border-neutral-200 bg-white p-4">
      <div className="flex flex-col items-start gap-2 @[15rem]:flex-row @[15rem]:gap-3">
        <span className="shrink-0 rounded-full bg-neutral-100 p-2 text-[var(--store-primary)]">
          <Icon name={props.icon} size={28} />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-neutral-900">{props.title}</p>
          {props.text && <p className="mt-0.5 text-sm text-neutral-700">{props.text}</p>}
        </div>
      </div>
    </div>
  ),
);
