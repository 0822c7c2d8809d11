'use client';

import { useRef, useState, type ReactNode } from 'react';
import { keyStep } from './keyboard';

/**
 * WAI-ARIA tabs: one tab stop (the selected tab); Left/Right move to and select the previous or
 * next tab (round the ends), Home/End the first and last. Panels come rendered from the server;
 * without script the first one shows.
 */
export function TabsView({
  id,
  label,
  titles,
  panels,
}: {
  id: string;
  label?: string;
  titles: string[];
  panels: ReactNode[];
}) {
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <div className="w-full" data-testid="tabs">
      <div
        role="tablist"
        aria-label={label}
        className="flex [scrollbar-width:none] gap-1 overflow-x-auto border-b border-neutral-200"
        onKeyDown={(e) => {
          const next = keyStep(e.key, active, titles.length, { wrap: true, vertical: false });
          if (next === null) return;
          e.preventDefault();
          setActive(next);
          tabs.current[next]?.focus();
        }}
      >
        {titles.map((title, i) => (
          <button
            key={i}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className={`-mb-px min-h-11 shrink-0 border-b-2 px-4 font-semibold whitespace-nowrap outline-offset-[-2px] focus-visible:outline-2 focus-visible:outline-[var(--store-primary)] ${i === active ? 'border-[var(--store-primary)] text-[var(--store-primary)]' : 'border-transparent text-neutral-600 hover:text-neutral-900'}`}
          >
            {title}
          </button>
        ))}
      </div>
      {panels.map((panel, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className="pt-4 outline-offset-4 focus-visible:outline-2 focus-visible:outline-[var(--store-primary)]"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
