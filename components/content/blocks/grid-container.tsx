import type { CSSProperties } from 'react';
import { z } from 'zod';
import { defineBlock } from './define';

export const gridColumns = z.number().int().min(1).max(12);
const gaps = { sm: 'gap-2', md: 'gap-4', lg: 'gap-8' } as const;

/**
 * A responsive grid: `columns` on desktop, `columnsTablet` (default: half of a grid wider than
 * four) and `columnsMobile` (default 2 for grids of four or more, else 1) below. The current count
 * is the CSS variable --grid-cols, which grid items read to cap their span.
 */
export const gridContainer = defineBlock(
  z.object({
    columns: gridColumns.default(4),
    columnsTablet: gridColumns.optional(),
    columnsMobile: gridColumns.optional(),
    gap: z.enum(['sm', 'md', 'lg']).default('md'),
  }),
  ({ props, children }) => {
    const wide = props.columns > 4;
    const style = {
      '--grid-cols-sm': props.columnsMobile ?? (props.columns >= 4 ? 2 : 1),
      '--grid-cols-md':
        props.columnsTablet ?? (wide ? Math.ceil(props.columns / 2) : props.columns),
      '--grid-cols-lg': props.columns,
    } as CSSProperties;
    return (
      <div
        style={style}
        className={`grid grid-cols-[repeat(var(--grid-cols),minmax(0,1fr))] [--grid-cols:var(--grid-cols-sm)] md:[--grid-cols:var(--grid-cols-md)] lg:[--grid-cols:var(--grid-cols-lg)] ${gaps[props.gap]}`}
      >
        {children}
      </div>
    );
  },
  { container: true },
);
