import { countdownEnd, countdownParts } from './countdown';

describe('countdownEnd', () => {
  test('ends at 23:59:59 of dateEnd in São Paulo (UTC-3): 02:59:59 UTC of the next day', () => {
    expect(new Date(countdownEnd('2026-11-29')!).toISOString()).toBe('2026-11-30T02:59:59.000Z');
  });

  test('reads only the day of a date-time', () => {
    expect(countdownEnd('2026-11-29T10:00:00Z')).toBe(countdownEnd('2026-11-29'));
  });

  test('a day under the old daylight-saving rule (UTC-2) still ends at 23:59:59 local', () => {
    expect(new Date(countdownEnd('2018-01-15')!).toISOString()).toBe('2018-01-16T01:59:59.000Z');
  });

  test('no real date gives null', () => {
    for (const bad of ['', 'amanhã', '2026-02-30', '2026-13-01', '29/11/2026']) {
      expect(countdownEnd(bad)).toBeNull();
    }
  });
});

describe('countdownParts', () => {
  const end = countdownEnd('2026-11-29')!;

  test('a week before: days, hours, minutes and seconds left', () => {
    // 2026-11-22 21:47:00 in São Paulo.
    const now = Date.parse('2026-11-23T00:47:00Z');
    expect(countdownParts(end, now)).toEqual({
      finished: false,
      days: 7,
      hours: 2,
      minutes: 12,
      seconds: 59,
    });
  });

  test('one millisecond before the end it still runs and shows one second', () => {
    expect(countdownParts(end, end - 1)).toEqual({
      finished: false,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });

  test('at 23:59:59 and after it is finished with nothing left', () => {
    const done = { finished: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(end, end)).toEqual(done);
    expect(countdownParts(end, end + 86_400_000)).toEqual(done);
  });
});
