/**
 * Business hours of SPEC.md section 9, always on São Paulo's wall clock whatever the time zone of
 * the server or the shopper's device: support Monday to Friday 08:00–17:45; sales Monday to Friday
 * 09:00–18:00 and Saturday 09:00–12:30.
 *
 * Each period includes its opening minute and excludes its closing one: support takes calls at
 * 08:00 and at 17:44, not at 17:45; sales on a Saturday at 12:29, not at 12:30.
 */
import { STORE_TIME_ZONE } from './countdown';

export type ServiceChannel = 'support' | 'sales';

/** Minutes since midnight, from 'HH:MM'. */
const at = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
};

type Period = { from: number; to: number };
const weekdays = (from: string, to: string) =>
  [1, 2, 3, 4, 5].map((day) => [day, { from: at(from), to: at(to) }] as const);

/** Open periods by day of the week (0 = Sunday … 6 = Saturday), São Paulo time. */
export const businessHours: Readonly<Record<ServiceChannel, ReadonlyMap<number, Period>>> = {
  support: new Map(weekdays('08:00', '17:45')),
  sales: new Map([...weekdays('09:00', '18:00'), [6, { from: at('09:00'), to: at('12:30') }]]),
};

const WEEKDAY: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Made on first use: a time-zone formatter is not free to build, and most pages never ask.
let clock: Intl.DateTimeFormat | undefined;

/** The day of the week and the minute of the day that São Paulo's clocks show at `date`. */
export function saoPauloTime(date: Date): { weekday: number; minutes: number } {
  clock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(clock.formatToParts(date).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAY[parts.weekday!]!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether a channel is taking calls at `date`. */
export function isOpen(channel: ServiceChannel, date: Date): boolean {
  const { weekday, minutes } = saoPauloTime(date);
  const period = businessHours[channel].get(weekday);
  return period !== undefined && minutes >= period.from && minutes < period.to;
}

/** The service dialogs (SPEC.md sections 2 and 9): support, sales (dialog-vendas), 0800 (dialog-0800). */
export type ServiceDialogKind = ServiceChannel | '0800';

/**
 * Which dialog a button of `kind` opens at `date`, and whether its channel is open: support and
 * sales show their channels when open and their 'fora do horário' message otherwise; the 0800
 * dialog (the sales phone) follows sales hours, and outside them becomes the closed sales dialog.
 */
export function serviceDialogAt(
  kind: ServiceDialogKind,
  date: Date,
): { dialog: ServiceDialogKind; open: boolean } {
  if (kind === '0800')
    return isOpen('sales', date)
      ? { dialog: '0800', open: true }
      : { dialog: 'sales', open: false };
  return { dialog: kind, open: isOpen(kind, date) };
}
