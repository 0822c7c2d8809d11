/**
 * The browser's storages, or null where it refuses them (a private window, a blocked cookie
 * setting throws on access): the pop-ups' flags then simply are not kept.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
