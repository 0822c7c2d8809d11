'use client';

import { useTranslations } from 'next-intl';
import { useState, type DragEvent } from 'react';
import { smallButtonClass } from '@/components/ui/button-classes';
import type { Block } from '@/lib/contracts/content';
import { fieldOf, isWithin, samePath, type BlockPath } from './block-tree';

export type OutlineAction = 'up' | 'down' | 'indent' | 'outdent' | 'remove';

/**
 * A row's React key: its block's identity (a moved block is the same object, an edited one a new
 * one), so that a row follows its block and a removed block's row, focused buttons and all, goes
 * with it rather than being handed to the block that takes its place.
 */
const rowKeys = new WeakMap<Block, number>();
let lastRowKey = 0;
function rowKey(block: Block): number {
  let key = rowKeys.get(block);
  if (key === undefined) rowKeys.set(block, (key = ++lastRowKey));
  return key;
}

/** A few words of what a block shows, to tell two blocks of a kind apart in the outline. */
function summaryOf(block: Block): string {
  const props = (block.props ?? {}) as Record<string, unknown>;
  const images = props.images as { text1?: string; alt?: string }[] | undefined;
  const text = [props.title, props.text, props.text1, props.label, props.alt, images?.[0]?.text1]
    .concat(props.formId === undefined ? [] : [String(props.formId)])
    .find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return text ? text.replace(/<[^>]*>/g, '').slice(0, 60) : '';
}

/**
 * The page's blocks as a nested list: each block is chosen to be edited, moved with its buttons
 * (up, down, into the container above, out of its container) or by dragging it before another
 * block or into a container's drop zone. Blocks with problems say so beside their name.
 */
export function BlockOutline({
  blocks,
  selected,
  labelOf,
  isContainer,
  hasProblems,
  onSelect,
  onAction,
  onDrop,
}: {
  blocks: readonly Block[];
  selected: BlockPath | null;
  labelOf: (type: string) => string;
  isContainer: (type: string) => boolean;
  hasProblems: (path: BlockPath) => boolean;
  onSelect: (path: BlockPath) => void;
  onAction: (path: BlockPath, action: OutlineAction) => void;
  /** Drops the dragged block at `index` of the container at `parent` ([] is the page). */
  onDrop: (from: BlockPath, parent: BlockPath, index: number) => void;
}) {
  const t = useTranslations('backOffice.pages.editor');
  const [dragged, setDragged] = useState<BlockPath | null>(null);

  const dropProps = (parent: BlockPath, index: number) => ({
    onDragOver: (event: DragEvent) => {
      if (dragged && !isWithin(parent, dragged)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (dragged) onDrop(dragged, parent, index);
      setDragged(null);
    },
  });

  const list = (items: readonly Block[], parent: BlockPath) => (
    <ol
      className={
        parent.length > 0 ? 'ml-5 grid gap-1 border-l border-neutral-200 pl-2' : 'grid gap-1'
      }
    >
      {items.map((block, index) => {
        const path = [...parent, index];
        const label = labelOf(block.type);
        const summary = summaryOf(block);
        const name = summary ? `${label}: ${summary}` : label;
        const container = isContainer(block.type);
        const above = index > 0 ? items[index - 1] : undefined;
        const isSelected = samePath(path, selected);
        return (
          <li key={rowKey(block)} data-block={fieldOf(path)} {...dropProps(parent, index)}>
            <div
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', fieldOf(path));
                setDragged(path);
              }}
              onDragEnd={() => setDragged(null)}
              className={`flex flex-wrap items-center gap-1 rounded-lg border bg-white p-1 ${
                isSelected
                  ? 'border-[var(--store-primary)] ring-1 ring-[var(--store-primary)]'
                  : 'border-neutral-200'
              } ${samePath(path, dragged) ? 'opacity-50' : ''}`}
            >
              <span aria-hidden className="cursor-grab px-1 text-neutral-500 select-none">
                ⠿
              </span>
              <button
                type="button"
                data-action="select"
                aria-current={isSelected ? 'true' : undefined}
                onClick={() => onSelect(path)}
                className="min-h-10 flex-1 truncate rounded px-1 text-left text-sm hover:underline"
              >
                <span className="font-medium">{label}</span>
                {summary && <span className="text-neutral-600"> · {summary}</span>}
                {hasProblems(path) && (
                  <span className="ml-2 rounded bg-red-50 px-1 text-xs font-semibold text-red-700">
                    {t('hasProblems')}
                  </span>
                )}
              </button>
              <OutlineButton
                action="up"
                label={`${t('moveUp')}: ${name}`}
                disabled={index === 0}
                onClick={() => onAction(path, 'up')}
              >
                ↑
              </OutlineButton>
              <OutlineButton
                action="down"
                label={`${t('moveDown')}: ${name}`}
                disabled={index === items.length - 1}
                onClick={() => onAction(path, 'down')}
              >
                ↓
              </OutlineButton>
              <OutlineButton
                action="indent"
                label={`${t('indent')}: ${name}`}
                disabled={!above || !isContainer(above.type)}
                onClick={() => onAction(path, 'indent')}
              >
                →
              </OutlineButton>
              <OutlineButton
                action="outdent"
                label={`${t('outdent')}: ${name}`}
                disabled={parent.length === 0}
                onClick={() => onAction(path, 'outdent')}
              >
                ←
              </OutlineButton>
              <OutlineButton
                action="remove"
                label={`${t('remove')}: ${name}`}
                onClick={() => onAction(path, 'remove')}
              >
                ✕
              </OutlineButton>
            </div>
            {container && (
              <div className="mt-1">
                {list(block.children ?? [], path)}
                {/* The end of a container: dropping here nests the dragged block inside it. */}
                {dragged && !isWithin(path, dragged) && (
                  <p
                    {...dropProps(path, block.children?.length ?? 0)}
                    className="ml-5 rounded border border-dashed border-neutral-400 p-2 text-xs text-neutral-600"
                  >
                    {t('dropInside', { block: label })}
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );

  return (
    <div {...dropProps([], blocks.length)} className="grid gap-2">
      <p id="block-outline-hint" className="text-xs text-neutral-600">
        {t('dragHint')}
      </p>
      {blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-neutral-300 p-4 text-sm text-neutral-600">
          {t('noBlocks')}
        </p>
      ) : (
        <div role="group" aria-label={t('blocks')} aria-describedby="block-outline-hint">
          {list(blocks, [])}
        </div>
      )}
    </div>
  );
}

function OutlineButton({
  action,
  label,
  disabled,
  onClick,
  children,
}: {
  action: OutlineAction;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={smallButtonClass}
    >
      <span aria-hidden>{children}</span>
    </button>
  );
}
