'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  countPageView,
  ENTRY_POPUP_FROM_VIEW,
  isFirstVisit,
  leftThroughTop,
} from '@/lib/domain/popups';
import { browserStorage } from './browser-storage';

// The pop-ups' code (their list's contract, the dialog) is not part of any page's load: it comes
// on the visit's second page view, or when the mouse leaves the landing page through the top.
const LoadedPopupHost = dynamic(() => import('./popup-host').then((m) => m.PopupHost), {
  ssr: false,
});

/**
 * The pop-ups' gate (docs/adr/0027): counts this tab's page views, and mounts the pop-up host
 * with the entry pop-up allowed from the second, or at once for the exit pop-up when a desktop
 * mouse leaves the landing page. The landing page of a visit shows no entry pop-up, so it is
 * never what a visitor from a search engine sees first, nor the page's largest paint.
 */
export function PopupHost() {
  const pathname = usePathname();
  const view = useSyncExternalStore(
    subscribe,
    () => views,
    () => 0,
  );
  const [leaving, setLeaving] = useState(false);
  useEffect(() => countView(), [pathname]);

  const landing = view > 0 && view < ENTRY_POPUP_FROM_VIEW;
  useEffect(() => {
    if (!landing || leaving) return;
    if (!window.matchMedia('(hover: hover) and (pointer: fine)').matches) return;
    const onOut = (event: MouseEvent) => {
      if (leftThroughTop(event)) setLeaving(true);
    };
    document.addEventListener('mouseout', onOut);
    return () => document.removeEventListener('mouseout', onOut);
  }, [landing, leaving]);

  if (view === 0 || (landing && !leaving)) return null;
  return <LoadedPopupHost entry={!landing} exitNow={leaving} />;
}

// This tab's page views as far as this page load has counted them (0: not yet).
let views = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function countView() {
  const session = browserStorage('sessionStorage');
  views = countPageView(session);
  // Whether this is the visitor's first visit is decided on its landing page (a first-visit
  // pop-up asks later, when the pop-ups load).
  if (views === 1) isFirstVisit(session, browserStorage('localStorage'));
  for (const listener of listeners) listener();
}
