'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, FormField, fieldInputClass } from '@/components/ui/form-field';
import { useSnackbar } from '@/components/ui/snackbar-context';
import type { BlockKind } from '@/components/content/registry';
import { apiErrorReport } from '@/lib/api-client/errors';
import type { PageDraftInput, PageEditorView } from '@/lib/contracts/back-office-pages';
import type { Block, PageTexts } from '@/lib/contracts/content';
import type { Locale } from '@/lib/domain/money';
import { HOME_PAGE_URL } from '@/lib/domain/store-pages';
import { isTranslatedLocale, type TranslatedLocale } from '@/lib/domain/translations';
import { LOCALE_NAMES, locales } from '@/lib/i18n/config';
import { BlockOutline, type OutlineAction } from './block-outline';
import { BlockPropsForm, type BlockPropsFormTexts, type PropsSchema } from './block-props-form';
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
  type BlockPath,
} from './block-tree';
import { PagePreviewFrame } from './page-preview-frame';
import { PagePublishing } from './page-publishing';
import { useDraftAutosave } from './use-draft-autosave';

type PageField = 'name' | 'url' | 'metaTitle' | 'metaKeywords' | 'metaDescription';

/** A block with its translation into `locale` replaced (none when nothing is translated). */
function withBlockTranslation(
  block: Block,
  locale: TranslatedLocale,
  texts: Record<string, unknown>,
): Block {
  const translations = { ...block.translations };
  if (Object.keys(texts).length > 0) translations[locale] = texts;
  else delete translations[locale];
  const next: Block = { ...block, translations };
  if (Object.keys(translations).length === 0) delete next.translations;
  return next;
}

/**
 * The page builder (issue 30 item 1): the page's fields, its blocks as an outline (add, choose,
 * move by buttons or dragging, nest), the chosen block's form generated from its props schema,
 * the draft saved as it is edited, a preview by the storefront's own components at a desktop's
 * and a phone's width, and publishing now, at a time, or from the history.
 */
export function PageEditor({
  page,
  kinds,
  blockLabels,
  fieldLabels,
  formTexts,
}: {
  page: PageEditorView;
  kinds: BlockKind[];
  blockLabels: Record<string, string>;
  fieldLabels: Record<string, string>;
  formTexts: BlockPropsFormTexts;
}) {
  const t = useTranslations('backOffice.pages');
  const te = useTranslations('errors');
  const snackbar = useSnackbar();
  const [view, setView] = useState(page);
  const [draft, setDraft] = useState<PageDraftInput>(page.draft);
  const [selected, setSelected] = useState<BlockPath | null>(null);
  const [newType, setNewType] = useState(kinds[0]?.type ?? '');
  const [pageErrors, setPageErrors] = useState<Record<string, string[]>>({});
  const [announcement, setAnnouncement] = useState('');
  const [previewVersion, setPreviewVersion] = useState(0);
  const [removing, setRemoving] = useState<BlockPath | null>(null);
  const removingBlock = removing ? blockAt(draft.blocks, removing) : undefined;
  // The language whose texts are edited: Portuguese, the store's, or a translation over it.
  const [language, setLanguage] = useState<Locale>('pt');
  const translating = isTranslatedLocale(language) ? language : null;
  const focusAfter = useRef<{ path: BlockPath; action: string } | null>(null);
  const byType = useMemo(() => new Map(kinds.map((k) => [k.type, k])), [kinds]);
  const isContainer = (type: string) => byType.get(type)?.container ?? false;
  const labelOf = (type: string) => blockLabels[type] ?? type;
  const isHome = page.url === HOME_PAGE_URL;

  /** A refused call: the page's fields and the blocks' problems it names, and its message. */
  const refused = (error: unknown, quiet = false) => {
    const report = apiErrorReport(error, { network: te('network'), internal: te('internal') });
    const problems: Record<string, string[]> = {};
    const fields: Record<string, string[]> = {};
    for (const [key, texts] of Object.entries(report.fields)) {
      const field = key.replace(/^draft\./, '');
      if (field.startsWith('blocks.')) problems[field] = texts;
      else fields[field] = texts;
    }
    if (Object.keys(problems).length > 0) setView((v) => ({ ...v, problems }));
    setPageErrors(fields);
    // A field refused while typing is told on the field: no message at each pause.
    if (!(quiet && Object.keys(fields).length > 0)) snackbar(report.message, 'error');
  };
  const autosave = useDraftAutosave(
    page.id,
    page.revision,
    (saved) => {
      // The draft on screen stays: it may be ahead of what this answer saved.
      setView(saved);
      setPageErrors({});
      setPreviewVersion((v) => v + 1);
    },
    (error) => refused(error, true),
  );

  const edit = (next: PageDraftInput) => {
    setDraft(next);
    autosave.changed(next);
  };
  const editBlocks = (blocks: Block[]) => edit({ ...draft, blocks });
  const setField = (field: PageField, value: string) => {
    if (translating && field !== 'url') {
      const texts = { ...draft.translations?.[translating], [field]: value || undefined };
      edit({ ...draft, translations: { ...draft.translations, [translating]: texts } });
      return;
    }
    edit({ ...draft, [field]: field === 'name' || field === 'url' ? value : value || null });
  };

  // After a move the block's buttons are elsewhere: focus follows the block that moved.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = document.querySelector(`[data-block="${fieldOf(target.path)}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-action="select"]');
    button?.focus();
  });

  const act = (path: BlockPath, action: OutlineAction, confirmed = false) => {
    const block = blockAt(draft.blocks, path);
    if (!block) return;
    const label = labelOf(block.type);
    if (action === 'remove') {
      // A container goes with what is inside it: asked first.
      if ((block.children?.length ?? 0) > 0 && !confirmed) {
        setRemoving(path);
        return;
      }
      const blocks = removeBlock(draft.blocks, path);
      editBlocks(blocks);
      setSelected(null);
      // Focus goes to the block now in its place, else the one before, else its container.
      const index = path.at(-1)!;
      const parent = path.slice(0, -1);
      const left = parent.length === 0 ? blocks : (blockAt(blocks, parent)?.children ?? []);
      const next = index < left.length ? path : index > 0 ? [...parent, index - 1] : parent;
      if (next.length > 0) focusAfter.current = { path: next, action: 'select' };
      setAnnouncement(t('editor.removed', { block: label }));
      return;
    }
    const moved =
      action === 'up' || action === 'down'
        ? stepBlock(draft.blocks, path, action === 'up' ? -1 : 1)
        : action === 'indent'
          ? indentBlock(draft.blocks, path, isContainer)
          : outdentBlock(draft.blocks, path);
    if (!moved) return;
    editBlocks(moved.blocks);
    setSelected(moved.path);
    focusAfter.current = { path: moved.path, action };
    setAnnouncement(
      t('editor.moved', { block: label, position: moved.path.map((n) => n + 1).join('.') }),
    );
  };

  const add = (parent: BlockPath) => {
    const kind = byType.get(newType);
    if (!kind) return;
    const siblings =
      parent.length === 0 ? draft.blocks : (blockAt(draft.blocks, parent)?.children ?? []);
    const block: Block = {
      type: kind.type,
      props: {},
      ...(kind.container ? { children: [] } : {}),
    };
    const path = [...parent, siblings.length];
    editBlocks(insertBlock(draft.blocks, parent, siblings.length, block));
    setSelected(path);
    focusAfter.current = { path, action: 'select' };
    setAnnouncement(t('editor.added', { block: labelOf(kind.type) }));
  };

  const chosen = selected ? blockAt(draft.blocks, selected) : undefined;
  const chosenKind = chosen ? byType.get(chosen.type) : undefined;
  const problemCount = Object.values(view.problems).reduce((n, texts) => n + texts.length, 0);
  // The chosen block's problems, by field of its props ('' for the block as a whole).
  const chosenErrors = useMemo(() => {
    if (!selected) return {};
    const base = fieldOf(selected);
    const props = translating ? `${base}.translations.${translating}` : `${base}.props`;
    const errors: Record<string, string[]> = {};
    for (const [key, texts] of Object.entries(view.problems)) {
      if (key === props || key === `${base}.type` || key === `${base}.children`)
        (errors[''] ??= []).push(...texts);
      else if (key.startsWith(`${props}.`)) errors[key.slice(props.length + 1)] = texts;
    }
    return errors;
  }, [selected, view.problems, translating]);
  const hasProblems = (path: BlockPath) => {
    const base = fieldOf(path);
    return Object.keys(view.problems).some(
      (key) =>
        key.startsWith(`${base}.props`) || key === `${base}.type` || key === `${base}.children`,
    );
  };
  const pageField = (field: PageField, label: string, max: number) => {
    const translated = translating && field !== 'url';
    const key = translated ? `translations.${translating}.${field}` : field;
    return {
      id: `page-${field}`,
      label,
      maxLength: max,
      value: translated
        ? (draft.translations?.[translating]?.[field as keyof PageTexts] ?? '')
        : ((draft[field] as string | null) ?? ''),
      // A translation left blank shows the Portuguese: said as its placeholder.
      placeholder: translated ? ((draft[field] as string | null) ?? '') : undefined,
      onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
      error: pageErrors[key]?.[0] ?? null,
    };
  };
  const description = pageField('metaDescription', t('editor.metaDescription'), 1000);
  const saveText = {
    saved: t('editor.saved'),
    unsaved: t('editor.unsaved'),
    saving: t('editor.saving'),
    failed: t('editor.saveFailed'),
    invalid: t('editor.saveInvalid'),
    conflict: t('draftConflict'),
  }[autosave.state];
  const trouble = ['failed', 'invalid', 'conflict'].includes(autosave.state);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <Link href="/admin/paginas" className="text-sm text-blue-800 underline">
            {t('editor.back')}
          </Link>
          <h1 className="text-2xl font-bold">{draft.name || page.name}</h1>
          <p className="text-sm text-neutral-700">
            <span data-testid="page-status">{t(`statuses.${view.status}`)}</span>
            {' · '}
            <span data-testid="save-state" className={trouble ? 'text-red-700' : undefined}>
              {saveText}
            </span>
            {problemCount > 0 && (
              <span className="text-red-700">
                {' '}
                · {t('editor.problems', { count: problemCount })}
              </span>
            )}
          </p>
        </div>
        {view.publishedAt && (
          <a
            href={view.url === HOME_PAGE_URL ? '/' : `/${view.url}`}
            target="_blank"
            rel="noopener"
            className={secondaryButtonClass}
          >
            {t('editor.view')}
          </a>
        )}
      </div>
      <PagePublishing
        view={view}
        beforePublish={autosave.flush}
        hold={autosave.hold}
        revision={autosave.currentRevision}
        onAnswer={(answer, message) => {
          autosave.follow(answer);
          setView(answer);
          setPreviewVersion((v) => v + 1);
          snackbar(message, 'success');
        }}
        onRestored={(answer, message) => {
          autosave.reset(answer);
          setView(answer);
          setDraft(answer.draft);
          setSelected(null);
          setPreviewVersion((v) => v + 1);
          snackbar(message, 'success');
        }}
        onRefused={refused}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* Saving goes on quietly; only a save that did not happen is said at once. */}
      <p role="alert" className="sr-only">
        {trouble ? saveText : ''}
      </p>
      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <div className="grid gap-4">
          <fieldset className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4">
            <legend className="px-1 text-lg font-semibold">{t('editor.page')}</legend>
            <div role="group" aria-labelledby="page-language-label" className="grid gap-1">
              <p id="page-language-label" className="text-sm font-medium">
                {t('editor.language')}
              </p>
              <div className="flex gap-1">
                {locales.map((l) => (
                  <button
                    key={l}
                    type="button"
                    aria-pressed={language === l}
                    onClick={() => setLanguage(l)}
                    className="min-h-10 rounded-lg border border-neutral-300 px-3 text-sm aria-pressed:border-[var(--store-primary)] aria-pressed:bg-[var(--store-primary)] aria-pressed:text-[var(--store-primary-contrast)]"
                  >
                    {LOCALE_NAMES[l]}
                  </button>
                ))}
              </div>
              {translating && (
                <p className="text-xs text-neutral-600">{t('editor.translatingHint')}</p>
              )}
            </div>
            <FormField {...pageField('name', t('editor.name'), 255)} />
            <FormField
              {...pageField('url', t('editor.url'), 200)}
              readOnly={isHome || translating !== null}
              hint={isHome ? t('editor.urlHome') : t('create.urlHint')}
            />
            <CheckboxField
              disabled={translating !== null}
              id="page-visible"
              label={t('editor.visible')}
              checked={draft.visible}
              onChange={(event) => edit({ ...draft, visible: event.target.checked })}
            />
            <FormField {...pageField('metaTitle', t('editor.metaTitle'), 255)} />
            <FormField {...pageField('metaKeywords', t('editor.metaKeywords'), 1000)} />
            <div>
              <label htmlFor="page-metaDescription" className="text-sm font-medium">
                {t('editor.metaDescription')}
              </label>
              <textarea
                id="page-metaDescription"
                rows={3}
                maxLength={1000}
                value={description.value}
                placeholder={description.placeholder}
                onChange={description.onChange}
                className={fieldInputClass}
              />
            </div>
          </fieldset>
          <section
            aria-labelledby="page-blocks-heading"
            className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
          >
            <h2 id="page-blocks-heading" className="text-lg font-semibold">
              {t('editor.blocks')}
            </h2>
            <BlockOutline
              blocks={draft.blocks}
              selected={selected}
              labelOf={labelOf}
              isContainer={isContainer}
              hasProblems={hasProblems}
              onSelect={setSelected}
              onAction={act}
              onDrop={(from, parent, index) => {
                const moved = moveBlock(draft.blocks, from, parent, index);
                if (!moved) return;
                editBlocks(moved.blocks);
                setSelected(moved.path);
              }}
            />
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid flex-1 gap-1">
                <label htmlFor="new-block-type" className="text-sm font-medium">
                  {t('editor.blockType')}
                </label>
                <select
                  id="new-block-type"
                  value={newType}
                  onChange={(event) => setNewType(event.target.value)}
                  className={fieldInputClass}
                >
                  {kinds.map((kind) => (
                    <option key={kind.type} value={kind.type}>
                      {labelOf(kind.type)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" onClick={() => add([])} className={secondaryButtonClass}>
                {t('editor.addBlock')}
              </button>
              {chosen && chosenKind?.container && selected && (
                <button
                  type="button"
                  onClick={() => add(selected)}
                  className={secondaryButtonClass}
                >
                  {t('editor.addInside')}: {labelOf(chosen.type)}
                </button>
              )}
            </div>
          </section>
          <section
            aria-labelledby="block-form-heading"
            className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
          >
            <h2 id="block-form-heading" className="text-lg font-semibold">
              {chosen ? t('editor.editing', { block: labelOf(chosen.type) }) : t('editor.blocks')}
            </h2>
            {chosen && chosenKind && selected ? (
              <BlockPropsForm
                key={`${fieldOf(selected)}-${language}`}
                schema={chosenKind.schema as PropsSchema}
                value={(translating ? chosen.translations?.[translating] : chosen.props) ?? {}}
                translating={translating ? { fallback: chosen.props ?? {} } : undefined}
                onChange={(props) =>
                  editBlocks(
                    updateBlock(draft.blocks, selected, (b) =>
                      translating ? withBlockTranslation(b, translating, props) : { ...b, props },
                    ),
                  )
                }
                errors={chosenErrors}
                idPrefix={`block-${fieldOf(selected).replace(/\./g, '-')}`}
                labels={fieldLabels}
                texts={formTexts}
              />
            ) : (
              <p className="text-sm text-neutral-600">{t('editor.pickBlock')}</p>
            )}
          </section>
        </div>
        <PagePreviewFrame pageId={page.id} version={previewVersion} language={language} />
      </div>
      <ConfirmDialog
        open={removingBlock !== undefined}
        title={t('editor.removeTitle', { block: removingBlock ? labelOf(removingBlock.type) : '' })}
        text={t('editor.removeText', { count: removingBlock?.children?.length ?? 0 })}
        confirm={t('editor.remove')}
        cancel={t('editor.keepBlock')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const path = removing!;
          setRemoving(null);
          act(path, 'remove', true);
        }}
      />
    </div>
  );
}
