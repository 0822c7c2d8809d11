'use client';

import { Dialog } from '@headlessui/react';
import {
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { MODAL_SHELL_ATTRIBUTE } from './modal-marker';

/**
 * Where the dialog sits: centred, a drawer from the left or the right, a sheet from the bottom, a
 * panel under the header's top bar (the login panel).
 */
const PLACE = {
  center: 'inset-0 m-auto h-fit max-h-[calc(100dvh-1.5rem)]',
  start: 'inset-y-0 left-0 h-full w-full',
  end: 'inset-y-0 right-0 h-full w-full',
  bottom: 'inset-x-0 bottom-0 mt-auto max-h-[85dvh] w-full',
  topEnd: 'inset-x-2 top-10 max-h-[calc(100dvh-3rem)] sm:inset-x-auto sm:right-4 sm:w-80',
} as const;

/** The backdrop: a shadow as wide as the screen, so the dialog needs no element beside it. */
const BACKDROP = {
  normal: 'shadow-[0_0_0_100vmax_rgb(0_0_0/0.4)]',
  dark: 'shadow-[0_0_0_100vmax_rgb(0_0_0/0.75)]',
} as const;

export type ModalShellProps = {
  open: boolean;
  onClose: () => void;
  place?: keyof typeof PLACE;
  backdrop?: keyof typeof BACKDROP;
  /** Size, colours and padding of the dialog box. */
  className: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'children' | 'role'>;

type Links = { 'data-labelledby'?: string; 'data-describedby'?: string };

/*
 * The dialog's element. Headless UI names a dialog by its DialogTitle and Description, which
 * would bring its code into the pages' first load (ModalShell's children are written there):
 * the ids given as aria-labelledby / aria-describedby stand in when there are none.
 */
function DialogBox({
  'data-labelledby': labelledBy,
  'data-describedby': describedBy,
  ...props
}: ComponentPropsWithRef<'div'> & Links) {
  return (
    <div
      {...props}
      aria-labelledby={props['aria-labelledby'] ?? labelledBy}
      aria-describedby={props['aria-describedby'] ?? describedBy}
    />
  );
}

/**
 * ModalShell's dialog (modal-shell.tsx), in a chunk of its own, mounted while it is open:
 * Headless UI's Dialog, the dialog element itself being the box (no panel element), marked for
 * the snackbars (snackbar.tsx draws its messages inside the dialog on top).
 */
export default function ModalShellDialog({
  open,
  onClose,
  place = 'center',
  backdrop = 'normal',
  className,
  children,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...props
}: ModalShellProps) {
  // What had the focus when it opened: its button, in a browser that focuses a pressed button.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  // Headless UI gives the focus back to the element it last saw pressed or focused; the first
  // dialog of a page, whose code was fetched on that press, saw none: its opener then.
  useEffect(
    () => () => {
      setTimeout(() => {
        const active = document.activeElement;
        if ((!active || active === document.body) && opener?.isConnected) opener.focus();
      });
    },
    [opener],
  );
  // Headless UI makes inert only the child of <body> the dialog was rendered from; the store's
  // layout puts its header, main and footer straight in <body>: every one of them is.
  useEffect(() => {
    const marked = [...document.body.children].filter(
      (el) => el.id !== 'headlessui-portal-root' && !el.hasAttribute('inert'),
    );
    for (const el of marked) el.setAttribute('inert', '');
    return () => {
      for (const el of marked) el.removeAttribute('inert');
    };
  }, []);
  return (
    <Dialog
      as={DialogBox}
      data-labelledby={labelledBy}
      data-describedby={describedBy}
      open={open}
      onClose={onClose}
      {...{ [MODAL_SHELL_ATTRIBUTE]: '' }}
      className={`fixed z-50 overflow-y-auto overscroll-contain outline-none ${PLACE[place]} ${BACKDROP[backdrop]} ${className}`}
      {...props}
    >
      {children}
    </Dialog>
  );
}
