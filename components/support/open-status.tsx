'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { isOpen, type ServiceChannel } from '@/lib/domain/business-hours';

const MINUTE = 60_000;
const everyHalfMinute = (tick: () => void) => {
  const timer = setInterval(tick, MINUTE / 2);
  return () => clearInterval(timer);
};
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const notYet = () => null;

/**
 * The minute it is now on this device, or null in the server's HTML and until hydration: pages
 * are cached, so whether a channel is open is decided here, never when the page was rendered.
 */
export function useNow(): Date | null {
  const minute = useSyncExternalStore(everyHalfMinute, currentMinute, notYet);
  return minute === null ? null : new Date(minute * MINUTE);
}

/** 'Atendendo agora' or 'Fora do horário' for a channel, once the page knows what time it is. */
export function OpenStatus({ channel }: { channel: ServiceChannel }) {
  const t = useTranslations('contact.hours');
  const now = useNow();
  if (!now) return <span className="inline-block h-6" aria-hidden />;
  const open = isOpen(channel, now);
  return (
    <span
      data-testid={`status-${channel}`}
      className={`inline-flex h-6 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold ${open ? 'bg-green-100 text-green-800' : 'bg-neutral-200 text-neutral-700'}`}
    >
      <span
        aria-hidden
        className={`h-2 w-2 rounded-full ${open ? 'bg-green-600' : 'bg-neutral-500'}`}
      />
      {t(open ? 'open' : 'closed')}
    </span>
  );
}
