import {
  awaitsPayment,
  expiryMilestone,
  formatCountdown,
  paymentDeadline,
  paymentExpired,
  type FollowedPayment,
} from './follow-up';

const pix = (expiresAt: string, status = 'pending'): FollowedPayment => ({
  method: 'pix',
  status,
  pix: { expiresAt },
  billet: null,
});
const billet = (dueDate: string): FollowedPayment => ({
  method: 'billet',
  status: 'pending',
  pix: null,
  billet: { dueDate },
});
const card: FollowedPayment = { method: 'creditCard', status: 'review', pix: null, billet: null };

describe('formatCountdown', () => {
  test('minutes and seconds, rounded up to the next whole second', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_001)).toBe('30:00');
    expect(formatCountdown(29 * 60_000 + 59_000)).toBe('29:59');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(1)).toBe('00:01');
  });
  test('00:00 at and after the end; past an hour the minutes keep counting', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(75 * 60_000)).toBe('75:00');
  });
});

describe('expiryMilestone', () => {
  test('silent above 10 minutes, then 10, 5 and 1', () => {
    expect(expiryMilestone(29 * 60_000)).toBeNull();
    expect(expiryMilestone(10 * 60_000 + 1)).toBeNull();
    expect(expiryMilestone(10 * 60_000)).toBe(10);
    expect(expiryMilestone(6 * 60_000)).toBe(10);
    expect(expiryMilestone(5 * 60_000)).toBe(5);
    expect(expiryMilestone(59_000)).toBe(1);
    expect(expiryMilestone(0)).toBe(1);
  });
});

describe('paymentDeadline', () => {
  test('a Pix code at its expiry; a boleto at the end of its due date in São Paulo', () => {
    expect(paymentDeadline(pix('2026-03-02T15:30:00.000Z'))).toBe(
      Date.parse('2026-03-02T15:30:00.000Z'),
    );
    // 24:00 in São Paulo (UTC-3) is 03:00 UTC of the next day.
    expect(paymentDeadline(billet('2026-03-04'))).toBe(Date.parse('2026-03-05T03:00:00.000Z'));
  });
  test('none for a card or data that is no time', () => {
    expect(paymentDeadline(card)).toBeNull();
    expect(paymentDeadline(pix('amanhã'))).toBeNull();
    expect(paymentDeadline(billet('2026-02-30'))).toBeNull();
  });
});

describe('awaitsPayment', () => {
  test('a pending order with a pending Pix or boleto', () => {
    expect(awaitsPayment('pending', pix('2026-03-02T15:30:00.000Z'))).toBe(true);
    expect(awaitsPayment('pending', billet('2026-03-04'))).toBe(true);
  });
  test('not once approved or canceled, for a card, or without a charge', () => {
    expect(awaitsPayment('processing', pix('2026-03-02T15:30:00.000Z'))).toBe(false);
    expect(awaitsPayment('pending', pix('2026-03-02T15:30:00.000Z', 'approved'))).toBe(false);
    expect(awaitsPayment('canceled', billet('2026-03-04'))).toBe(false);
    expect(awaitsPayment('payment_review', card)).toBe(false);
    expect(awaitsPayment('pending', { ...card, status: 'pending' })).toBe(false);
    expect(awaitsPayment('pending', null)).toBe(false);
  });
});

describe('paymentExpired', () => {
  const now = Date.parse('2026-03-02T15:00:00.000Z');
  test('from the deadline on', () => {
    expect(paymentExpired(pix('2026-03-02T15:30:00.000Z'), now)).toBe(false);
    expect(paymentExpired(pix('2026-03-02T15:00:00.000Z'), now)).toBe(true);
    expect(paymentExpired(billet('2026-03-02'), now)).toBe(false);
    expect(paymentExpired(billet('2026-03-01'), now)).toBe(true);
  });
  test('never for a card or a deadline that is no time', () => {
    expect(paymentExpired(card, now)).toBe(false);
    expect(paymentExpired(pix('amanhã'), now)).toBe(false);
  });
});
