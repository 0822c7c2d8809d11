/**
 * Calendar days for payments: due dates, card expiry and business days are São Paulo calendar
 * days. They travel as 'YYYY-MM-DD' strings and are counted in UTC, where a day is always 24 h,
 * so neither the server's time zone nor a daylight-saving change can move a date.
 */
import { STORE_TIME_ZONE } from '../countdown';

/** A calendar day as 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 for a real 'YYYY-MM-DD' date, or null (2025-02-30 is no date). */
export function dayNumber(date: CalendarDate): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return toCalendarDate(ms / DAY_MS) === date ? ms / DAY_MS : null;
}

function requireDay(date: CalendarDate): number {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Data inválida: ${date}`);
  return day;
}

/** The 'YYYY-MM-DD' of a day number. */
export function toCalendarDate(day: number): CalendarDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return toCalendarDate(requireDay(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return requireDay(to) - requireDay(from);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: CalendarDate): number {
  return new Date(requireDay(date) * DAY_MS).getUTCDay();
}

let saoPauloDay: Intl.DateTimeFormat | undefined;

/** The São Paulo calendar day of an instant: a boleto made at 22:00 there is still today's. */
export function saoPauloDate(instant: Date | number): CalendarDate {
  // en-CA writes dates as YYYY-MM-DD.
  saoPauloDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return saoPauloDay.format(instant);
}

/** Easter Sunday (Gregorian; the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fixed national holidays as MM-DD (Lei 662/1949, 6.802/1980, 10.607/2002). */
const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
/** Dia da Consciência Negra became a national holiday by Lei 14.759/2023, first kept in 2024. */
const BLACK_CONSCIENCE_DAY_SINCE = 2024;

/**
 * Days no bank clears a boleto, sorted: the fixed national holidays and, from Easter, Carnival
 * Monday and Tuesday, Good Friday and Corpus Christi. Carnival and Corpus Christi are only
 * 'pontos facultativos' by law, but banks close on them, and a due date is a banking day.
 */
export function nationalHolidays(year: number): CalendarDate[] {
  const easter = easterSunday(year);
  const fixed = FIXED_HOLIDAYS.map((md) => `${year}-${md}`);
  if (year >= BLACK_CONSCIENCE_DAY_SINCE) fixed.push(`${year}-11-20`);
  const movable = [-48, -47, -2, 60].map((offset) => addDays(easter, offset));
  return [...fixed, ...movable].sort();
}

const holidaysByYear = new Map<number, Set<CalendarDate>>();

export function isHoliday(date: CalendarDate): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(nationalHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(date);
}

export function isBusinessDay(date: CalendarDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isHoliday(date);
}

/**
 * The n-th business day after `date` (the day itself never counts): from a Friday, 2 business
 * days is Tuesday. n = 0 gives `date` back unchanged.
 */
export function businessDaysAfter(date: CalendarDate, n: number): CalendarDate {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Dias úteis inválidos: ${n}`);
  let day = requireDay(date);
  for (let left = n; left > 0;) {
    day += 1;
    if (isBusinessDay(toCalendarDate(day))) left -= 1;
  }
  return toCalendarDate(day);
}
