'use client';

import { createContext, useContext } from 'react';
import type { SnackbarKind, SnackbarOptions } from './snackbar-store';

export type { SnackbarKind, SnackbarOptions } from './snackbar-store';

/** Shows a message; `clear(action)` takes away the message of an action that has succeeded. */
export type Snackbar = ((
  message: string,
  kind?: SnackbarKind,
  options?: SnackbarOptions,
) => void) & {
  clear: (action: string) => void;
};

/**
 * Showing a snackbar, apart from the provider that draws them (snackbar.tsx): leaves on every card
 * use it without pulling in the provider's translation runtime.
 */
export const SnackbarContext = createContext<Snackbar>(
  Object.assign(() => undefined, { clear: () => undefined }),
);

export function useSnackbar() {
  return useContext(SnackbarContext);
}
