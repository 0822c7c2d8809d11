'use client';

import { createContext, useContext } from 'react';

export type SnackbarKind = 'success' | 'error' | 'warning' | 'info';

/**
 * Showing a snackbar, apart from the provider that draws them (snackbar.tsx): leaves on every card
 * use it without pulling in the provider's translation runtime.
 */
export const SnackbarContext = createContext<(message: string, kind?: SnackbarKind) => void>(
  () => undefined,
);

export function useSnackbar() {
  return useContext(SnackbarContext);
}
