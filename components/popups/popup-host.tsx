'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useSession } from '@/components/account/session';
import { useAgeCleared } from '@/components/age-gate/age-consent-state';
import { useSnackbar } from '@/components/ui/snackbar';
import { useApiErrorMessage } from '@/components/ui/use-api-mutation';
import { popupsQuery } from '@/lib/api-client/content';
import type { ContentItem } from '@/lib/contracts/popups';
import {
  isFirstVisit,
  leftThroughTop,
  popupAudienceAdmits,
  popupSeenKey,
  popupShowsOn,
  showsPopups,
  type PopupType,
} from '@/lib/domain/popups';
import { browserStorage } from './browser-storage';
import { PopupDialog } from './popup-dialog';
import { popupMediaReady } from './popup-media';

/** Where the visitor is and who they are, as the pop-ups' pages and audience ask. */
type Visit = { pathname: string; firstVisit: boolean; guest: boolean };

/**
 * The first pop-up of a type meant for this page and this visitor whose `modal-{type}-{id}` flag
 * is not set.
 */
function unseen(
  items: ContentItem[] | null,
  type: PopupType,
  visit: Visit,
): ContentItem | undefined {
  return items?.find((item) => {
    if (item.type !== type) return false;
    if (!popupShowsOn(item.pages, visit.pathname)) return false;
    if (!popupAudienceAdmits(item.audience, visit)) return false;
    try {
      return window.localStorage.getItem(popupSeenKey(item.type, item.id)) === null;
    } catch {
      return true;
    }
  });
}

/** Opens `item` once its images are in, unless another pop-up opened meanwhile. */
function openWhenReady(item: ContentItem, setOpen: Dispatch<SetStateAction<ContentItem | null>>) {
  void popupMediaReady(item).then(() => setOpen((current) => current ?? item));
}

/**
 * The store's entry and exit pop-ups (SPEC.md section 4), mounted by the gate of lazy.tsx after
 * hydration, so they never hold up the page. The entry pop-up opens once per page load where the
 * gate allows it (`entry`: from the visit's second page view), the exit pop-up when the mouse
 * leaves through the top of the window (desktop), or at once when that is why the gate mounted
 * this (`exitNow`); each unless its `modal-{type}-{id}` flag is set, and each with its images in
 * hand, so it never grows (and shifts) as they arrive. Closing one sets its flag. None on the
 * checkout's pages. A failed load shows the server's message.
 */
export function PopupHost({ entry, exitNow }: { entry: boolean; exitNow: boolean }) {
  const t = useTranslations('popups');
  const notify = useSnackbar();
  const pathname = usePathname();
  // Nothing opens over the age gate: the pop-ups wait for the visitor's consent.
  const ageCleared = useAgeCleared();
  const allowed = ageCleared && showsPopups(pathname);
  const errorMessage = useApiErrorMessage();
  const session = useSession();
  const [open, setOpen] = useState<ContentItem | null>(null);
  const entryShown = useRef(false);
  const exitShown = useRef(false);
  const exitNowTold = useRef(false);

  // Loaded once per page load, on the first page that may show pop-ups.
  const popups = useQuery({ ...popupsQuery(), enabled: allowed });
  const list = popups.data ?? null;
  const [firstVisit] = useState(() =>
    isFirstVisit(browserStorage('sessionStorage'), browserStorage('localStorage')),
  );
  // Until the session is known, nobody counts as a guest: a pop-up for shoppers not logged in
  // waits for it (the others do not).
  const guest = session.ready && session.customer === null;
  const visit = useMemo<Visit>(
    () => ({ pathname, firstVisit, guest }),
    [pathname, firstVisit, guest],
  );

  // The entry pop-up: once per page load, on the first page view it is meant for.
  useEffect(() => {
    if (!allowed || !list || !entry || entryShown.current) return;
    const item = unseen(list, 'modal-entry', visit);
    if (item) {
      entryShown.current = true;
      openWhenReady(item, setOpen);
    }
    // The exit pop-up's images too, so that it opens at its size when its moment comes.
    const exit = unseen(list, 'modal-exit', visit);
    if (exit) void popupMediaReady(exit);
  }, [allowed, list, entry, visit]);

  // The mouse left the landing page: its exit pop-up, if that page has one, and only then.
  useEffect(() => {
    if (!allowed || !list || !exitNow || exitNowTold.current || exitShown.current) return;
    exitNowTold.current = true;
    const exit = unseen(list, 'modal-exit', visit);
    if (!exit) return;
    exitShown.current = true;
    openWhenReady(exit, setOpen);
  }, [allowed, list, exitNow, visit]);

  const failure = popups.error;
  useEffect(() => {
    if (failure) notify(errorMessage(failure, t('loadFailed')), 'error');
  }, [failure, notify, errorMessage, t]);

  // The exit pop-up, once: the mouse leaving through the top edge, on devices with a fine pointer.
  useEffect(() => {
    if (!allowed || open || exitShown.current) return;
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const exit = unseen(list, 'modal-exit', visit);
    if (!exit) return;
    const onOut = (event: MouseEvent) => {
      if (!leftThroughTop(event)) return;
      exitShown.current = true;
      setOpen(exit);
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [allowed, open, list, visit]);

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
