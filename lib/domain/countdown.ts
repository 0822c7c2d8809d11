/** Countdown rule of SPEC.md section 9: a countdown ends at 23:59:59 of its dateEnd, São Paulo time. */

export const STORE_TIME_ZONE = 'America/Sao_Paulo';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

// Made on first use: building a time-zone formatter costs a browser tens of milliseconds at
// start-up, and the countdown's client leaf only needs countdownParts.
let wallClock: Intl.DateTimeFormat | undefined;

/** Milliseconds São Paulo's wall clock is ahead of UTC at an instant (negative: -3 h today). */
export function offsetAt(instant: number): number {
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(
    wallClock.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since epoch) of 23:59:59 on the calendar day of `dateEnd` in São Paulo, or null
 * when `dateEnd` is no real date. Only the `YYYY-MM-DD` part is read: a page builder stores a day.
 */
export function countdownEnd(dateEnd: string): number | null {
  const match = DATE.exec(dateEnd.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(year, month - 1, day, 23, 59, 59);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Two passes, so a day on which the offset changed (old daylight-saving rules) still lands right.
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

export type CountdownParts = {
  finished: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

/** Whole time left until `end`; finished from the end instant on. */
export function countdownParts(end: number, now: number): CountdownParts {
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    finished: now >= end,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
