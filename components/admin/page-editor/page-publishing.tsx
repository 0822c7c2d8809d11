'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/button-classes';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldInputClass } from '@/components/ui/form-field';
import {
  cancelPageSchedule,
  listPageVersions,
  publishPage,
  restorePageVersion,
} from '@/lib/api-client/back-office';
import type { PageEditorView, PageVersion } from '@/lib/contracts/back-office-pages';

/**
 * Publishing a page: now, at a date and time (the storefront shows it then), calling a schedule
 * off, and the history of its publications, any of which can become the draft again. Each call
 * first saves what waits (`beforePublish`); its answer replaces the editor's view of the page.
 */
export function PagePublishing({
  view,
  beforePublish,
  hold,
  revision,
  onAnswer,
  onRestored,
  onRefused,
}: {
  view: PageEditorView;
  beforePublish: () => Promise<boolean>;
  /** Runs a call with the draft's saving held (autosave's `hold`). */
  hold: <T>(work: () => Promise<T>) => Promise<T>;
  /** The draft's revision as last saved: what is published is what the operator saw. */
  revision: () => number;
  onAnswer: (view: PageEditorView, message: string) => void;
  onRestored: (view: PageEditorView, message: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const t = useTranslations('backOffice.pages.editor');
  const format = useFormatter();
  const atId = useId();
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [versions, setVersions] = useState<PageVersion[] | null>(null);
  const dateOf = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'short', timeStyle: 'short' });

  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await hold(call);
    } catch (error) {
      onRefused(error);
    } finally {
      setBusy(false);
    }
  };
  const publish = (when?: Date) =>
    act(async () => {
      if (!(await beforePublish())) return;
      const answer = await publishPage(view.id, {
        ...(when ? { at: when.toISOString() } : {}),
        revision: revision(),
      });
      onAnswer(
        answer,
        when ? t('scheduled', { date: dateOf(when.toISOString()) }) : t('published'),
      );
      setVersions(null);
    });
  const schedule = () => {
    // datetime-local is the operator's own clock: read as such, sent as an instant.
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || when <= new Date()) {
      setAtError(t('schedulePast'));
      return;
    }
    setAtError(null);
    void publish(when);
  };

  return (
    <section
      aria-labelledby={`${atId}-heading`}
      className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id={`${atId}-heading`} className="sr-only">
        {t('publish')}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void publish()}
          className={primaryButtonClass}
        >
          {t('publish')}
        </button>
        <div className="grid gap-1">
          <label htmlFor={atId} className="text-sm font-medium">
            {t('scheduleAt')}
          </label>
          <input
            id={atId}
            type="datetime-local"
            value={at}
            onChange={(event) => setAt(event.target.value)}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? `${atId}-error` : undefined}
            className={fieldInputClass}
          />
        </div>
        <button type="button" disabled={busy} onClick={schedule} className={secondaryButtonClass}>
          {t('schedule')}
        </button>
        {view.status === 'scheduled' && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void act(async () =>
                onAnswer(await cancelPageSchedule(view.id), t('scheduleCanceled')),
              )
            }
            className={secondaryButtonClass}
          >
            {t('cancelSchedule')}
          </button>
        )}
      </div>
      {atError && (
        <p id={`${atId}-error`} className="text-sm text-red-700">
          {atError}
        </p>
      )}
      <details
        onToggle={(event) => {
          if ((event.target as HTMLDetailsElement).open && versions === null)
            void act(async () => setVersions(await listPageVersions(view.id)));
        }}
      >
        <summary className="min-h-10 cursor-pointer content-center text-sm font-medium">
          {t('history')}
        </summary>
        {versions && versions.length === 0 && (
          <p className="text-sm text-neutral-600">{t('noHistory')}</p>
        )}
        {versions && versions.length > 0 && (
          <ol className="grid gap-1" data-testid="page-history">
            {versions.map((version) => (
              <li
                key={version.id}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
              >
                <span>
                  {version.name} ·{' '}
                  {t('versionLine', {
                    date: dateOf(version.publishedAt),
                    by: version.by,
                    blocks: version.blocks,
                  })}
                </span>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => setRestoring(version)}
                  className="min-h-10 text-blue-800 underline"
                >
                  {t('restore')}
                </button>
              </li>
            ))}
          </ol>
        )}
      </details>
      <ConfirmDialog
        open={restoring !== null}
        title={t('restoreTitle')}
        text={t('restoreText', { date: restoring ? dateOf(restoring.publishedAt) : '' })}
        confirm={t('restore')}
        cancel={t('keepDraft')}
        onClose={() => setRestoring(null)}
        onConfirm={() => {
          const version = restoring!;
          setRestoring(null);
          void act(async () =>
            onRestored(await restorePageVersion(view.id, version.id), t('restored')),
          );
        }}
      />
    </section>
  );
}
