import { isOpen, saoPauloTime, serviceDialogAt } from './business-hours';

/** An instant given as São Paulo's wall clock today (UTC-3, no daylight saving since 2019). */
const sp = (wall: string) => new Date(`${wall}:00-03:00`);

// 2026-03-06 is a Friday; 07 Saturday, 08 Sunday, 09 Monday.
describe('support: Monday to Friday, 08:00 to 17:45', () => {
  test.each([
    ['Friday 17:44', '2026-03-06T17:44', true],
    ['Friday 17:45', '2026-03-06T17:45', false],
    ['Friday 08:00', '2026-03-06T08:00', true],
    ['Friday 07:59', '2026-03-06T07:59', false],
    ['Saturday 10:00', '2026-03-07T10:00', false],
    ['Sunday 10:00', '2026-03-08T10:00', false],
    ['Monday 07:59', '2026-03-09T07:59', false],
    ['Monday 08:00', '2026-03-09T08:00', true],
    ['Monday 00:00', '2026-03-09T00:00', false],
  ])('%s (%s): open %p', (_, wall, open) => {
    expect(isOpen('support', sp(wall))).toBe(open);
  });
});

describe('sales: Monday to Friday 09:00 to 18:00, Saturday 09:00 to 12:30', () => {
  test.each([
    ['Friday 17:59', '2026-03-06T17:59', true],
    ['Friday 18:00', '2026-03-06T18:00', false],
    ['Friday 17:45 (support has closed)', '2026-03-06T17:45', true],
    ['Saturday 08:59', '2026-03-07T08:59', false],
    ['Saturday 09:00', '2026-03-07T09:00', true],
    ['Saturday 12:29', '2026-03-07T12:29', true],
    ['Saturday 12:30', '2026-03-07T12:30', false],
    ['Saturday 13:00', '2026-03-07T13:00', false],
    ['Sunday 09:00', '2026-03-08T09:00', false],
    ['Sunday 12:00', '2026-03-08T12:00', false],
    ['Monday 08:00 (support is open)', '2026-03-09T08:00', false],
    ['Monday 08:59', '2026-03-09T08:59', false],
    ['Monday 09:00', '2026-03-09T09:00', true],
    ['Monday 18:00', '2026-03-09T18:00', false],
    ['Monday 23:59', '2026-03-09T23:59', false],
  ])('%s (%s): open %p', (_, wall, open) => {
    expect(isOpen('sales', sp(wall))).toBe(open);
  });
});

describe("São Paulo's clock", () => {
  test('late on a Friday in São Paulo is Saturday in UTC: still Friday evening, closed', () => {
    const friday2130 = sp('2026-03-06T21:30');
    expect(friday2130.toISOString()).toBe('2026-03-07T00:30:00.000Z');
    expect(saoPauloTime(friday2130)).toEqual({ weekday: 5, minutes: 21 * 60 + 30 });
    expect(isOpen('sales', friday2130)).toBe(false);
  });

  test("the server's own time zone does not matter", () => {
    const tz = process.env.TZ;
    try {
      for (const zone of ['Asia/Tokyo', 'UTC', 'America/Los_Angeles']) {
        process.env.TZ = zone;
        expect(isOpen('support', sp('2026-03-06T17:44'))).toBe(true);
        expect(isOpen('support', sp('2026-03-06T17:45'))).toBe(false);
        expect(isOpen('sales', sp('2026-03-07T12:29'))).toBe(true);
        expect(isOpen('sales', sp('2026-03-07T12:30'))).toBe(false);
      }
    } finally {
      process.env.TZ = tz;
    }
  });

  test('every quarter hour of 2025 (UTC-3 all year) follows the table', () => {
    // The expected answer from UTC arithmetic on a fixed -3 h offset, independent of Intl.
    const expected = (instant: number) => {
      const wall = new Date(instant - 3 * 3600_000);
      const day = wall.getUTCDay();
      const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
      const weekday = day >= 1 && day <= 5;
      return {
        support: weekday && minutes >= 480 && minutes < 1065,
        sales:
          (weekday && minutes >= 540 && minutes < 1080) ||
          (day === 6 && minutes >= 540 && minutes < 750),
      };
    };
    const start = sp('2025-01-01T00:00').getTime();
    const end = sp('2026-01-01T00:00').getTime();
    let openQuarters = { support: 0, sales: 0 };
    for (let t = start; t < end; t += 15 * 60_000) {
      const want = expected(t);
      const got = { support: isOpen('support', new Date(t)), sales: isOpen('sales', new Date(t)) };
      if (got.support !== want.support || got.sales !== want.sales)
        throw new Error(`${new Date(t).toISOString()}: ${JSON.stringify({ got, want })}`);
      openQuarters = {
        support: openQuarters.support + Number(got.support),
        sales: openQuarters.sales + Number(got.sales),
      };
    }
    // 2025 has 261 weekdays and 52 Saturdays: 39 support quarters and 36 (+14) sales quarters each.
    expect(openQuarters).toEqual({ support: 261 * 39, sales: 261 * 36 + 52 * 14 });
  });

  test('under the old daylight-saving rule (UTC-2) the local clock still decides', () => {
    // Monday 2018-11-05, 08:00 in São Paulo was 10:00 UTC (a fixed -3 h would say 07:00).
    expect(isOpen('support', new Date('2018-11-05T10:00:00Z'))).toBe(true);
    expect(isOpen('support', new Date('2018-11-05T09:59:00Z'))).toBe(false);
  });
});

describe('serviceDialogAt: the dialog a button opens', () => {
  test('the 0800 dialog in sales hours; the closed sales dialog outside them', () => {
    expect(serviceDialogAt('0800', sp('2026-03-07T12:29'))).toEqual({ dialog: '0800', open: true });
    expect(serviceDialogAt('0800', sp('2026-03-07T13:00'))).toEqual({
      dialog: 'sales',
      open: false,
    });
    expect(serviceDialogAt('0800', sp('2026-03-08T10:00'))).toEqual({
      dialog: 'sales',
      open: false,
    });
    expect(serviceDialogAt('0800', sp('2026-03-09T09:00'))).toEqual({ dialog: '0800', open: true });
  });

  test('support and sales keep their dialog, open or closed by their own hours', () => {
    expect(serviceDialogAt('support', sp('2026-03-06T17:45'))).toEqual({
      dialog: 'support',
      open: false,
    });
    expect(serviceDialogAt('sales', sp('2026-03-06T17:45'))).toEqual({
      dialog: 'sales',
      open: true,
    });
    expect(serviceDialogAt('support', sp('2026-03-09T08:00'))).toEqual({
      dialog: 'support',
      open: true,
    });
  });
});
