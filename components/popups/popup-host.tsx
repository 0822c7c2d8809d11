'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAgeCleared } from '@/components/age-gate/age-consent-state';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiErrorMessage } from '@/components/ui/use-api-mutation';
import { popupsQuery } from '@/lib/api-client/content';
import type { ContentItem } from '@/lib/contracts/popups';
import { leftThroughTop, popupSeenKey, showsPopups, type PopupType } from '@/lib/domain/popups';
import { PopupDialog } from './popup-dialog';
import { popupMediaReady } from './popup-media';

/** The first pop-up of a type whose `modal-{type}-{id}` flag is not set. */
function unseen(items: ContentItem[] | null, type: PopupType): ContentItem | undefined {
  return items?.find((item) => {
    if (item.type !== type) return false;
    try {
      return window.localStorage.getItem(popupSeenKey(item.type, item.id)) === null;
    } catch {
      return true;
    }
  });
}

/**
 * The store's entry and exit pop-ups (SPEC.md section 4), after hydration so they never hold up
 * the page: the layout renders this in the browser only (popups/lazy.tsx). The entry pop-up
 * opens once on load, the exit pop-up when the mouse leaves through the top of the window
 * (desktop), each unless its `modal-{type}-{id}` flag is set; closing one sets its flag. None on
 * the checkout's pages. A failed load shows the server's message.
 */
export function PopupHost() {
  const t = useTranslations('popups');
  const notify = useSnackbar();
  const pathname = usePathname();
  // Nothing opens over the age gate: the pop-ups wait for the visitor's consent.
  const ageCleared = useAgeCleared();
  const allowed = ageCleared && showsPopups(pathname);
  const errorMessage = useApiErrorMessage();
  const [items, setItems] = useState<ContentItem[] | null>(null);
  const [open, setOpen] = useState<ContentItem | null>(null);
  const shown = useRef(false);
  const exitShown = useRef(false);

  // Loaded once per page load, on the first page that may show pop-ups; the entry one opens then.
  const popups = useQuery({ ...popupsQuery(), enabled: allowed });
  const list = popups.data;
  useEffect(() => {
    if (!list || shown.current) return;
    shown.current = true;
    const entry = unseen(list, 'modal-entry');
    const exit = unseen(list, 'modal-exit');
    // Both open with their images in hand, so neither grows (and shifts) as they arrive.
    if (exit) void popupMediaReady(exit);
    void (entry ? popupMediaReady(entry) : Promise.resolve()).then(() => {
      setItems(list);
      if (entry) setOpen(entry);
    });
  }, [list]);
  const failure = popups.error;
  useEffect(() => {
    if (failure) notify(errorMessage(failure, t('loadFailed')), 'error');
  }, [failure, notify, errorMessage, t]);

  // The exit pop-up, once: the mouse leaving through the top edge, on devices with a fine pointer.
  useEffect(() => {
    if (!allowed || open || exitShown.current) return;
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const exit = unseen(items, 'modal-exit');
    if (!exit) return;
    const onOut = (event: MouseEvent) => {
      if (!leftThroughTop(event)) return;
      exitShown.current = true;
      setOpen(exit);
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [allowed, open, items]);

  const close = () => {
    if (open) {
      try {
        window.localStorage.setItem(popupSeenKey(open.type, open.id), '1');
      } catch {
        // Private mode: the pop-up may show again on the next visit.
      }
    }
    setOpen(null);
  };

  return (
    <PopupDialog item={open} labels={{ close: t('close'), more: t('more') }} onClose={close} />
  );
}
