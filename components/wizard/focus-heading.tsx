'use client';

import { useEffect, useRef, type ReactNode } from 'react';

// The first heading of a page load keeps the browser's normal focus; each later one (a step or
// the results, reached by submitting the form) takes focus so screen readers announce it.
let pageLoaded = false;

/** An h2 that receives focus when it appears after a client-side step change. */
export function FocusHeading({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pageLoaded) ref.current?.focus();
    pageLoaded = true;
  }, []);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={`outline-none ${className ?? ''}`}>
      {children}
    </h2>
  );
}
