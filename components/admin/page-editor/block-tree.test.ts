import type { Block } from '@/lib/contracts/content';
import {
  blockAt,
  fieldOf,
  indentBlock,
  insertBlock,
  moveBlock,
  outdentBlock,
  removeBlock,
  stepBlock,
  updateBlock,
} from './block-tree';

const b = (type: string, children?: Block[]): Block => ({
  type,
  props: {},
  ...(children ? { children } : {}),
});
/** The tree as types, nested in brackets: 'a grid[x y] c'. */
const shape = (blocks: readonly Block[]): string =>
  blocks.map((x) => (x.children ? `${x.type}[${shape(x.children)}]` : x.type)).join(' ');
const isContainer = (type: string) => type === 'grid' || type === 'box';
const page = () => [b('a'), b('grid', [b('x'), b('y')]), b('c'), b('box', [])];

test('paths name the draft field the server reports problems on', () => {
  expect(fieldOf([1, 0])).toBe('blocks.1.children.0');
  expect(blockAt(page(), [1, 1])?.type).toBe('y');
  expect(blockAt(page(), [5])).toBeUndefined();
});

test('add, change and remove at any depth, leaving the tree given untouched', () => {
  const tree = page();
  expect(shape(insertBlock(tree, [1], 1, b('n')))).toBe('a grid[x n y] c box[]');
  expect(shape(insertBlock(tree, [], 4, b('n')))).toBe('a grid[x y] c box[] n');
  expect(
    updateBlock(tree, [1, 0], (x) => ({ ...x, props: { t: 1 } }))[1]!.children![0]!.props,
  ).toEqual({ t: 1 });
  expect(shape(removeBlock(tree, [1, 0]))).toBe('a grid[y] c box[]');
  expect(shape(tree)).toBe('a grid[x y] c box[]');
});

test('up and down among its siblings, not past the ends', () => {
  expect(stepBlock(page(), [0], 1)).toEqual({ blocks: expect.anything(), path: [1] });
  expect(shape(stepBlock(page(), [0], 1)!.blocks)).toBe('grid[x y] a c box[]');
  expect(shape(stepBlock(page(), [2], -1)!.blocks)).toBe('a c grid[x y] box[]');
  expect(shape(stepBlock(page(), [1, 1], -1)!.blocks)).toBe('a grid[y x] c box[]');
  expect(stepBlock(page(), [0], -1)).toBeNull();
  expect(stepBlock(page(), [1, 1], 1)).toBeNull();
});

test('into the container above and out again, keyboard nesting', () => {
  const inside = indentBlock(page(), [2], isContainer)!;
  expect(shape(inside.blocks)).toBe('a grid[x y c] box[]');
  expect(inside.path).toEqual([1, 2]);
  expect(indentBlock(page(), [1], isContainer)).toBeNull(); // 'a' is no container
  const out = outdentBlock(inside.blocks, inside.path)!;
  expect(shape(out.blocks)).toBe('a grid[x y] c box[]');
  expect(out.path).toEqual([2]);
  expect(outdentBlock(page(), [0])).toBeNull();
});

test('dragged anywhere but into itself; later paths shift as the block leaves', () => {
  const moved = moveBlock(page(), [0], [3], 0)!;
  expect(shape(moved.blocks)).toBe('grid[x y] c box[a]');
  expect(moved.path).toEqual([2, 0]);
  expect(shape(moveBlock(page(), [1, 0], [], 0)!.blocks)).toBe('x a grid[y] c box[]');
  expect(shape(moveBlock(page(), [3], [1], 1)!.blocks)).toBe('a grid[x box[] y] c');
  expect(moveBlock(page(), [1], [1], 0)).toBeNull();
  expect(moveBlock(page(), [1], [1, 0], 0)).toBeNull();
});
