import { z } from 'zod';
import { defineBlock } from './define';

const gaps = { sm: 'gap-4', md: 'gap-6', lg: 'gap-10' } as const;

/** The outer stack of a page: its blocks one under the other with even spacing. */
export const pageContainer = defineBlock(
  z.object({ gap: z.enum(['sm', 'md', 'lg']).default('lg') }),
  ({ props, children }) => (
    <div className={`flex flex-col py-6 ${gaps[props.gap]}`} data-block="page-container">
      {children}
    </div>
  ),
  { container: true },
);
