'use client';

import { useEffect, useState, type ReactNode } from 'react';

const COMPACT_AFTER_PX = 50; // SPEC.md section 9: header compact threshold.

/** Sticky header wrapper that turns compact once the page has scrolled past the threshold. */
export function CompactOnScroll({ children }: { children: ReactNode }) {
  const [compact, setCompact] = useState(false);
  useEffect(() => {
    const update = () => setCompact(window.scrollY > COMPACT_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <div
      data-compact={compact}
      className="group/header sticky top-0 z-30 shadow-sm data-[compact=true]:shadow-md"
    >
      {children}
    </div>
  );
}
