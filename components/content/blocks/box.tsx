import { z } from 'zod';
import { defineBlock } from './define';

const padding = { none: 'p-0', sm: 'p-3', md: 'p-6', lg: 'p-10' } as const;
const align = {
  left: 'items-start text-left',
  center: 'items-center text-center',
  right: 'items-end text-right',
} as const;

/** A plain box around its children: background colour, padding, border, rounding, alignment. */
export const box = defineBlock(
  z.object({
    // Only a hex colour: a free CSS value could load URLs or break the layout.
    background: z
      .string()
      .regex(/^#[0-9a-f]{3,8}$/i)
      .optional(),
    padding: z.enum(['none', 'sm', 'md', 'lg']).default('md'),
    border: z.boolean().default(false),
    rounded: z.boolean().default(true),
    align: z.enum(['left', 'center', 'right']).default('left'),
  }),
  ({ props, children }) => (
    <div
      style={props.background ? { background: props.background } : undefined}
      className={`flex flex-col gap-4 ${padding[props.padding]} ${align[props.align]} ${props.border ? 'border border-neutral-200' : ''} ${props.rounded ? 'rounded-xl' : ''}`}
    >
      {children}
    </div>
  ),
  { container: true },
);
