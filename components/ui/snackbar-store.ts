/**
 * The rules of the snackbars on screen, apart from the provider that draws them (snackbar.tsx):
 * at most 2 at once (SPEC.md section 2), the newest result of an action in place of that action's
 * earlier message, and a page's messages gone when the shopper goes to another page.
 */

export type SnackbarKind = 'success' | 'error' | 'warning' | 'info';

export type SnackbarOptions = {
  /**
   * What the message reports on (a form, the coupon, the checkout's payment). A new message of
   * the same action replaces the one showing, so a success never stands beside the error it
   * corrects; `clear(action)` takes it away when the action succeeds without a message.
   */
  action?: string;
  /**
   * The message explains the page the shopper is sent to next ('Login realizado com sucesso!'
   * before the redirect): it stays when the page changes. Any other message belongs to the page
   * it was shown on.
   */
  keepOnNavigation?: boolean;
};

export type Snack = {
  id: number;
  kind: SnackbarKind;
  message: string;
  action: string | null;
  /** The path of the page the message belongs to; null when it outlives a navigation. */
  page: string | null;
};

export const MAX_VISIBLE = 2;

/** The list with `snack` added last: it replaces a message of its action or of the same text. */
export function addSnack(list: readonly Snack[], snack: Snack): readonly Snack[] {
  const others = list.filter(
    (s) =>
      !(snack.action !== null && s.action === snack.action) &&
      !(s.message === snack.message && s.kind === snack.kind),
  );
  return [...others, snack].slice(-MAX_VISIBLE);
}

/** Takes away the message of an action that has since succeeded (the same list if none). */
export function clearAction(list: readonly Snack[], action: string): readonly Snack[] {
  return list.some((s) => s.action === action) ? list.filter((s) => s.action !== action) : list;
}

/**
 * The messages that still hold on the page `path` the shopper has just arrived at: those shown
 * on it, and those that explained the way there, which belong to it from now on.
 */
export function arriveAt(list: readonly Snack[], path: string): readonly Snack[] {
  if (list.every((s) => s.page === path)) return list;
  return list.flatMap((s) =>
    s.page === null ? [{ ...s, page: path }] : s.page === path ? [s] : [],
  );
}

export type SnackbarStore = {
  subscribe: (listener: () => void) => () => void;
  snapshot: () => readonly Snack[];
  show: (message: string, kind?: SnackbarKind, options?: SnackbarOptions) => void;
  dismiss: (id: number) => void;
  clear: (action: string) => void;
  /** The shopper is now on the page `path` (a navigation): see arriveAt. */
  arrive: (path: string) => void;
};

/**
 * The messages on screen as an external store (useSyncExternalStore): each goes by itself after
 * `durationMs`. `here` tells the path of the page a message is shown on.
 */
export function createSnackbarStore({
  here,
  durationMs = 5000,
}: {
  here: () => string;
  durationMs?: number;
}): SnackbarStore {
  let list: readonly Snack[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: readonly Snack[]) => {
    if (next === list) return;
    list = next;
    listeners.forEach((l) => l());
  };
  const dismiss = (id: number) => {
    // One already replaced or taken away changes nothing: its readers are not told.
    if (list.some((s) => s.id === id)) set(list.filter((s) => s.id !== id));
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => list,
    show(message, kind = 'info', options = {}) {
      const id = nextId++;
      set(
        addSnack(list, {
          id,
          kind,
          message,
          action: options.action ?? null,
          page: options.keepOnNavigation ? null : here(),
        }),
      );
      setTimeout(() => dismiss(id), durationMs);
    },
    dismiss,
    clear: (action) => set(clearAction(list, action)),
    arrive: (path) => set(arriveAt(list, path)),
  };
}
