'use client';

import dynamic from 'next/dynamic';
import type { ModalShellProps } from './modal-shell-dialog';

// Headless UI's Dialog is fetched the first time a dialog opens: no page's first load carries it.
const ModalShellDialog = dynamic(() => import('./modal-shell-dialog'), { ssr: false });

/**
 * Every modal of the store (dialogs, drawers, sheets, the login panel) on Headless UI's Dialog
 * (ADR 0020h): focus moves in (to the element marked `data-autofocus`, else the first focusable
 * one) and stays inside; Escape and a click beside it close it; the page behind is inert and does
 * not scroll; on closing, focus goes back to what opened it. Nothing of it is in the page while
 * it is closed; a dialog opened inside another (a confirmation in the cart drawer) closes alone.
 * Name it with `aria-label` or `aria-labelledby`.
 */
export function ModalShell(props: ModalShellProps) {
  return props.open ? <ModalShellDialog {...props} /> : null;
}
