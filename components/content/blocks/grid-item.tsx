import type { CSSProperties } from 'react';
import { z } from 'zod';
import { defineBlock } from './define';
import { gridColumns } from './grid-container';

/** One cell of a grid container: `span` columns from tablets up, `spanMobile` below, each capped
 * by the columns the grid has at that width. */
export const gridItem = defineBlock(
  z.object({ span: gridColumns.default(1), spanMobile: gridColumns.default(1) }),
  ({ props, children }) => (
    <div
      style={{ '--span-sm': props.spanMobile, '--span-md': props.span } as CSSProperties}
      className="col-[span_min(var(--span-sm),var(--grid-cols))/span_min(var(--span-sm),var(--grid-cols))] flex min-w-0 flex-col gap-4 md:col-[span_min(var(--span-md),var(--grid-cols))/span_min(var(--span-md),var(--grid-cols))]"
    >
      {children}
    </div>
  ),
  { container: true },
);
