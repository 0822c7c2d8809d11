'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client/errors';
import { savePageDraft } from '@/lib/api-client/back-office';
import type { PageDraftInput, PageEditorView } from '@/lib/contracts/back-office-pages';

/** How long the editor waits after the last change before it saves the draft. */
const SAVE_AFTER_MS = 700;

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

/**
 * Keeps the draft saved as it is edited: one save at a time, the latest draft after a quiet
 * moment, based on the revision the server last answered. What the server says of a save (its
 * problems, its status) comes back through `onSaved`; a refusal leaves the draft on screen.
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
  const [state, setState] = useState<SaveState>('saved');
  const stopped = useRef(false);
  const callbacks = useRef({ onSaved, onRefused });
  useEffect(() => {
    callbacks.current = { onSaved, onRefused };
  });

  const run = useCallback(async (): Promise<void> => {
    while (latest.current && !stopped.current) {
      const draft = latest.current;
      latest.current = null;
      setState('saving');
      try {
        const view = await savePageDraft(pageId, { revision: revision.current, draft });
        revision.current = view.revision;
        if (!latest.current) setState('saved');
        callbacks.current.onSaved(view);
      } catch (error) {
        // Another editor saved in between: saving on would write over their work.
        if (error instanceof ApiError && error.status === 409) stopped.current = true;
        latest.current ??= draft;
        setState(stopped.current ? 'conflict' : 'failed');
        callbacks.current.onRefused(error);
        return;
      }
    }
  }, [pageId]);

  const start = useCallback(() => {
    if (running.current) return running.current;
    running.current = run().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [run]);

  /** A change to keep: saved once the editor pauses. */
  const changed = useCallback(
    (draft: PageDraftInput) => {
      latest.current = draft;
      setState((s) => (s === 'conflict' ? s : 'unsaved'));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void start(), SAVE_AFTER_MS);
    },
    [start],
  );

  /** Saves now what waits (before publishing); resolves once nothing is left to save. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    await running.current;
    if (latest.current) await start();
    return latest.current === null && !stopped.current;
  }, [start]);

  /** The server's draft replaced the editor's (a restored version): nothing waits any more. */
  const reset = useCallback((view: PageEditorView) => {
    if (timer.current) clearTimeout(timer.current);
    latest.current = null;
    revision.current = view.revision;
    setState('saved');
  }, []);

  /** The revision the next call must name (publishing answers a new one too). */
  const follow = useCallback((view: PageEditorView) => {
    revision.current = view.revision;
  }, []);

  // Leaving with a change not yet saved: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { state, changed, flush, reset, follow };
}
