import { Activity, type ReactNode } from 'react';

/**
 * A part of the page that React hydrates on its own (issue 29, docs/adr/0027). A visible Activity
 * boundary in the server's HTML hydrates after the rest of the page, at low priority and in slices
 * that give the main thread back every few milliseconds, instead of inside the page's one long
 * hydration task; a press inside it still hydrates it at once. Not a Suspense boundary: the server
 * never streams its content apart from the page (a Suspense boundary around a client component
 * did, with its photo hidden until a script moved it into place).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
