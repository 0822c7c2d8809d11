import { z } from 'zod';
import { defineBlock } from './define';

const widths = { sm: 'max-w-2xl', md: 'max-w-4xl', lg: 'max-w-6xl', full: 'max-w-none' } as const;

/** A centred column of limited width, for text and forms inside a wide page. */
export const container = defineBlock(
  z.object({ maxWidth: z.enum(['sm', 'md', 'lg', 'full']).default('full') }),
  ({ props, children }) => (
    <div className={`mx-auto flex w-full flex-col gap-6 ${widths[props.maxWidth]}`}>{children}</div>
  ),
  { container: true },
);
