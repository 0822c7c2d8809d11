import type { ReactNode } from 'react';
import type { BlockContext } from './blocks/define';
import type { ResolvedBlock } from './registry';

function renderBlock(block: ResolvedBlock, ctx: BlockContext): ReactNode {
  const children =
    block.children.length > 0 ? block.children.map((c) => renderBlock(c, ctx)) : undefined;
  return block.render(ctx, children, block.id);
}

/** Renders validated page-builder blocks (see resolveContent) as server components. */
export function PageBuilder({ blocks, ctx }: { blocks: ResolvedBlock[]; ctx: BlockContext }) {
  return <>{blocks.map((b) => renderBlock(b, ctx))}</>;
}
