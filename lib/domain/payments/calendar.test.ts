import { getHolidays } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';

import {
  addDays,
  businessDaysAfter,
  dayNumber,
  daysBetween,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
  saoPauloDate,
  weekday,
} from './calendar';

describe('calendar dates', () => {
  test('only real dates have a day number', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2025-02-30')).toBeNull();
    expect(dayNumber('2025-2-3')).toBeNull();
    expect(dayNumber('2024-02-29')).not.toBeNull();
  });
  test('days add and subtract across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('1997-10-07', '2025-02-22')).toBe(10_000);
    expect(weekday('2025-06-13')).toBe(5);
  });
  test("the São Paulo day of an instant: 23:30 there is still the day before in UTC's terms", () => {
    expect(saoPauloDate(new Date('2025-06-14T02:30:00Z'))).toBe('2025-06-13');
    expect(saoPauloDate(new Date('2025-06-14T03:00:00Z'))).toBe('2025-06-14');
  });
});

describe('holidays', () => {
  test('Easter Sunday', () => {
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
  test('2025: fixed days, Carnival, Good Friday and Corpus Christi', () => {
    expect(nationalHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-03-03',
      '2025-03-04',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-06-19',
      '2025-09-07',
      '2025-10-12',
      '2025-11-02',
      '2025-11-15',
      '2025-11-20',
      '2025-12-25',
    ]);
  });
  test('20 November is a national holiday from 2024 on', () => {
    expect(nationalHolidays(2023)).not.toContain('2023-11-20');
    expect(nationalHolidays(2024)).toContain('2024-11-20');
  });
});

describe('business days after a date', () => {
  test('weekends are skipped and the day itself never counts', () => {
    expect(businessDaysAfter('2025-06-10', 2)).toBe('2025-06-12');
    expect(businessDaysAfter('2025-06-13', 2)).toBe('2025-06-17');
    expect(businessDaysAfter('2025-06-14', 1)).toBe('2025-06-16');
    expect(businessDaysAfter('2025-06-14', 0)).toBe('2025-06-14');
  });
  test('holidays are skipped', () => {
    // Corpus Christi, Thursday 2025-06-19.
    expect(businessDaysAfter('2025-06-18', 2)).toBe('2025-06-23');
    // Carnival, Monday and Tuesday 2026-02-16/17.
    expect(businessDaysAfter('2026-02-13', 2)).toBe('2026-02-19');
    // Christmas and New Year.
    expect(businessDaysAfter('2025-12-24', 2)).toBe('2025-12-29');
    expect(businessDaysAfter('2025-12-31', 2)).toBe('2026-01-05');
    // Tiradentes on Easter Monday 2025: Good Friday, the weekend and Monday go.
    expect(businessDaysAfter('2025-04-17', 1)).toBe('2025-04-22');
    expect(businessDaysAfter('2024-11-19', 1)).toBe('2024-11-21');
    expect(businessDaysAfter('2023-11-17', 1)).toBe('2023-11-20');
  });
  test('bad input throws', () => {
    expect(() => businessDaysAfter('2025-02-30', 1)).toThrow(RangeError);
    expect(() => businessDaysAfter('2025-02-03', -1)).toThrow(RangeError);
  });
});

describe('properties, against @brazilian-utils holidays', () => {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

  /**
   * Their national and optional holidays, with Easter Sunday left out (always a Sunday) and
   * Carnival Monday, which they do not list, added from their Easter.
   */
  function theirHolidays(year: number): string[] {
    const holidays = getHolidays(year);
    const easter = holidays.find((h) => h.type === 'religious')!;
    return [
      ...holidays.filter((h) => h.type !== 'religious').map((h) => iso(h.date)),
      addDays(iso(easter.date), -48),
    ].sort();
  }

  test('the same holidays every year from 1990 to 2099', () => {
    for (let year = 1990; year <= 2099; year++)
      expect(nationalHolidays(year)).toEqual(theirHolidays(year));
  });

  test('n business days later: that many weekdays off their holiday list in between', () => {
    const date = fc
      .integer({ min: dayNumber('2000-01-01')!, max: dayNumber('2098-12-01')! })
      .map((d) => addDays('1970-01-01', d));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 30 }), (start, n) => {
        const result = businessDaysAfter(start, n);
        const years = new Set([start, result].map((d) => Number(d.slice(0, 4))));
        const holidays = new Set([...years].flatMap(theirHolidays));
        const open = (d: string) => weekday(d) % 6 !== 0 && !holidays.has(d);
        let counted = 0;
        for (let d = addDays(start, 1); d <= result; d = addDays(d, 1)) if (open(d)) counted++;
        expect(counted).toBe(n);
        if (n > 0) expect(open(result)).toBe(true);
        expect(isBusinessDay(result) || n === 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
