'use client';

import { useCallback, useEffect, useState } from 'react';

/** SPEC.md section 9: the copy feedback resets after 2 s. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Copies a text to the clipboard and says so for 2 s ('Link copiado!'). Resolves false when the
 * browser refused (no clipboard on an insecure origin, permission denied), so the caller can leave
 * the text on screen to copy by hand.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    return true;
  }, []);
  return { copied, copy };
}
