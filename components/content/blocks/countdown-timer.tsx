'use client';

import { useEffect, useState } from 'react';
import { countdownParts, type CountdownParts } from '@/lib/domain/countdown';

type Unit = Exclude<keyof CountdownParts, 'finished'>;
const units: Unit[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * Ticks every second. The first render uses the server's render time so hydration matches; the
 * digits sit in fixed-width boxes, so ticking never moves the layout. Gone when finished.
 */
export function CountdownTimer({
  end,
  renderedAt,
  title,
  labels,
}: {
  end: number;
  renderedAt: number;
  title?: string;
  labels: Record<Unit, string>;
}) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);
  const parts = countdownParts(end, now);
  if (parts.finished) return null;
  return (
    <div
      className="flex flex-col items-center justify-center gap-3 rounded-xl bg-neutral-900 px-4 py-4 text-white sm:flex-row sm:gap-6"
      data-testid="countdown"
    >
      {title && <p className="text-center text-lg font-semibold">{title}</p>}
      <div role="timer" className="flex gap-2 tabular-nums">
        {units.map((unit) => (
          <span
            key={unit}
            className="flex w-16 flex-col items-center rounded-lg bg-white/10 py-1.5"
            data-unit={unit}
          >
            <span className="text-2xl leading-tight font-bold">
              {String(parts[unit]).padStart(2, '0')}
            </span>
            <span className="text-xs text-neutral-200">{labels[unit]}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
