'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client/errors';
import { savePageDraft } from '@/lib/api-client/back-office';
import type { PageDraftInput, PageEditorView } from '@/lib/contracts/back-office-pages';

/** How long the editor waits after the last change before it saves the draft. */
const SAVE_AFTER_MS = 700;
/** A save that failed for want of an answer is tried again after this long. */
const RETRY_AFTER_MS = 3000;

/** `invalid`: a page field the server refused (told on the field); `conflict`: another editor. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'invalid' | 'conflict';

/**
 * Keeps the draft saved as it is edited: one save at a time, the latest draft after a quiet
 * moment, based on the revision the server last answered. What the server says of a save (its
 * problems, its status) comes back through `onSaved`; a refusal leaves the draft on screen. While
 * a publication or a restore runs (`hold`), nothing is saved in between.
 */
export function useDraftAutosave(
  pageId: number,
  firstRevision: number,
  onSaved: (view: PageEditorView) => void,
  onRefused: (error: unknown) => void,
) {
  const revision = useRef(firstRevision);
  const latest = useRef<PageDraftInput | null>(null);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holding = useRef(false);
  const stopped = useRef(false);
  const [state, setState] = useState<SaveState>('saved');
  const callbacks = useRef({ onSaved, onRefused });
  /** `start`, for a retry scheduled from inside a save. */
  const retry = useRef<((force: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    callbacks.current = { onSaved, onRefused };
  });

  const later = useCallback((ms: number, save: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(save, ms);
  }, []);

  const run = useCallback(
    async (force: boolean): Promise<void> => {
      while (latest.current && !stopped.current && (force || !holding.current)) {
        const draft = latest.current;
        latest.current = null;
        setState('saving');
        try {
          const view = await savePageDraft(pageId, { revision: revision.current, draft });
          revision.current = view.revision;
          if (!latest.current) setState('saved');
          callbacks.current.onSaved(view);
        } catch (error) {
          latest.current ??= draft;
          const status = error instanceof ApiError ? error.status : 0;
          // Another editor saved in between: saving on would write over their work.
          if (status === 409) stopped.current = true;
          setState(status === 409 ? 'conflict' : status === 422 ? 'invalid' : 'failed');
          callbacks.current.onRefused(error);
          // No answer, or the server's own failure: tried again; a refused field waits for a change.
          if (status !== 409 && status !== 422)
            later(RETRY_AFTER_MS, () => void retry.current?.(false));
          return;
        }
      }
    },
    [pageId, later],
  );

  const start = useCallback(
    (force: boolean): Promise<void> => {
      if (running.current) return running.current;
      running.current = run(force).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [run],
  );
  useEffect(() => {
    retry.current = start;
  }, [start]);

  /** A change to keep: saved once the editor pauses. */
  const changed = useCallback(
    (draft: PageDraftInput) => {
      latest.current = draft;
      setState((s) => (s === 'conflict' ? s : 'unsaved'));
      later(SAVE_AFTER_MS, () => void start(false));
    },
    [later, start],
  );

  /** Saves now what waits (before publishing); true once nothing is left to save. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    await running.current;
    if (latest.current) await start(true);
    return latest.current === null && !stopped.current;
  }, [start]);

  /**
   * Runs `work` (a publication, a restore) with no save starting meanwhile; what was typed during
   * it is saved afterwards.
   */
  const hold = useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      if (timer.current) clearTimeout(timer.current);
      holding.current = true;
      await running.current;
      try {
        return await work();
      } finally {
        holding.current = false;
        if (latest.current) later(SAVE_AFTER_MS, () => void start(false));
      }
    },
    [later, start],
  );

  /** The server's draft replaced the editor's (a restored version): nothing waits any more. */
  const reset = useCallback((view: PageEditorView) => {
    if (timer.current) clearTimeout(timer.current);
    latest.current = null;
    stopped.current = false;
    revision.current = view.revision;
    setState('saved');
  }, []);

  /** The revision the next call names (publishing answers a new one too). */
  const follow = useCallback((view: PageEditorView) => {
    revision.current = view.revision;
  }, []);
  const currentRevision = useCallback(() => revision.current, []);

  // Leaving with a change not yet saved: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { state, changed, flush, hold, reset, follow, currentRevision };
}
