import type { Block } from '@/lib/contracts/content';

/**
 * A block's place in the page: its index among the page's blocks, then among its container's
 * children ([1, 0] is the first block inside the second one). Every change returns a new tree.
 */
export type BlockPath = readonly number[];

/** The draft's field of a block (`blocks.1.children.0`), as the server names its problems. */
export const fieldOf = (path: BlockPath): string => `blocks.${path.join('.children.')}`;

export const samePath = (a: BlockPath | null, b: BlockPath | null): boolean =>
  a !== null && b !== null && a.length === b.length && a.every((n, i) => n === b[i]);

/** Whether `inner` is `outer` or lies inside it (a block cannot be dropped into itself). */
export const isWithin = (inner: BlockPath, outer: BlockPath): boolean =>
  inner.length >= outer.length && outer.every((n, i) => inner[i] === n);

export function blockAt(blocks: readonly Block[], path: BlockPath): Block | undefined {
  let list = blocks;
  let found: Block | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = found.children ?? [];
  }
  return found;
}

/** The list holding `path`'s block changed by `change` (the page's own list for a top block). */
function changeSiblings(
  blocks: readonly Block[],
  parent: BlockPath,
  change: (siblings: Block[]) => Block[],
): Block[] {
  if (parent.length === 0) return change([...blocks]);
  const [head, ...rest] = parent;
  return blocks.map((block, i) =>
    i === head ? { ...block, children: changeSiblings(block.children ?? [], rest, change) } : block,
  );
}

export function updateBlock(
  blocks: readonly Block[],
  path: BlockPath,
  change: (block: Block) => Block,
): Block[] {
  const index = path.at(-1)!;
  return changeSiblings(blocks, path.slice(0, -1), (siblings) =>
    siblings.map((block, i) => (i === index ? change(block) : block)),
  );
}

export function insertBlock(
  blocks: readonly Block[],
  parent: BlockPath,
  index: number,
  block: Block,
): Block[] {
  return changeSiblings(blocks, parent, (siblings) => {
    siblings.splice(index, 0, block);
    return siblings;
  });
}

export function removeBlock(blocks: readonly Block[], path: BlockPath): Block[] {
  const index = path.at(-1)!;
  return changeSiblings(blocks, path.slice(0, -1), (siblings) =>
    siblings.filter((_, i) => i !== index),
  );
}

/**
 * Moves a block to `index` of the container at `parent` (the page's list for []), counted in
 * the list as it is before the move. Answers the tree and the block's new path, or null when the
 * move is impossible (into the block itself or one of its children).
 */
export function moveBlock(
  blocks: readonly Block[],
  from: BlockPath,
  parent: BlockPath,
  index: number,
): { blocks: Block[]; path: BlockPath } | null {
  if (isWithin(parent, from)) return null;
  const block = blockAt(blocks, from);
  if (!block) return null;
  const fromParent = from.slice(0, -1);
  const fromIndex = from.at(-1)!;
  // Taking the block out shifts what follows it in its list, and the lists inside what follows.
  const shift = (path: BlockPath): number[] =>
    path.map((n, depth) =>
      depth === fromParent.length && samePath(path.slice(0, depth), fromParent) && n > fromIndex
        ? n - 1
        : n,
    );
  const target = shift(parent);
  const sameList = samePath(parent, fromParent);
  const at = sameList && index > fromIndex ? index - 1 : index;
  const without = removeBlock(blocks, from);
  return { blocks: insertBlock(without, target, at, block), path: [...target, at] };
}

/** One place up or down among its siblings; null at the ends. */
export function stepBlock(
  blocks: readonly Block[],
  path: BlockPath,
  step: -1 | 1,
): { blocks: Block[]; path: BlockPath } | null {
  const parent = path.slice(0, -1);
  const index = path.at(-1)!;
  const count =
    parent.length === 0 ? blocks.length : (blockAt(blocks, parent)?.children?.length ?? 0);
  const next = index + step;
  if (next < 0 || next >= count) return null;
  return moveBlock(blocks, path, parent, step === 1 ? next + 1 : next);
}

/** Into the container just above it, as its last block; null when the one above is no container. */
export function indentBlock(
  blocks: readonly Block[],
  path: BlockPath,
  isContainer: (type: string) => boolean,
): { blocks: Block[]; path: BlockPath } | null {
  const index = path.at(-1)!;
  if (index === 0) return null;
  const above = [...path.slice(0, -1), index - 1];
  const container = blockAt(blocks, above);
  if (!container || !isContainer(container.type)) return null;
  return moveBlock(blocks, path, above, container.children?.length ?? 0);
}

/** Out of its container, just after it; null for a block of the page's own list. */
export function outdentBlock(
  blocks: readonly Block[],
  path: BlockPath,
): { blocks: Block[]; path: BlockPath } | null {
  if (path.length < 2) return null;
  const container = path.slice(0, -1);
  return moveBlock(blocks, path, container.slice(0, -1), container.at(-1)! + 1);
}
