import { isValidCreditCard } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';

import {
  CARD_BRAND_RULES,
  CARD_BRANDS,
  cardBrand,
  cardDigits,
  expiryYear,
  isValidCardNumber,
  isValidExpiry,
  isValidSecurityCode,
  maskCardNumber,
  passesLuhn,
  securityCodeLength,
  type CardBrand,
} from './card';

/** `body` completed with its Luhn digit, to build numbers in a range without a card list. */
function withLuhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('brand from the number', () => {
  test.each<[string, CardBrand]>([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTER'],
    ['2223000048400011', 'MASTER'],
    ['378282246310005', 'AMEX'],
    ['30569309025904', 'DINERS'],
    ['38520000023237', 'DINERS'],
    ['6011111111111117', 'DISCOVERY'],
    ['3530111333300000', 'JCB'],
    ['6200000000000005', 'UNIONPAY'],
    ['6062825624254001', 'HIPERCARD'],
    ['6759649826438453', 'MAESTRO'],
    ['5019717010103742', 'DANKORT'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
    expect(isValidCardNumber(number)).toBe(true);
  });

  test.each<[string, CardBrand | null]>([
    // Elo inside Visa, Aura, UnionPay, InterPayment and Discover ranges.
    ['401178', 'ELO'],
    ['438935', 'ELO'],
    ['504175', 'ELO'],
    ['506699', 'ELO'],
    ['509123', 'ELO'],
    ['627780', 'ELO'],
    ['636368', 'ELO'],
    ['650031', 'ELO'],
    ['651652', 'ELO'],
    ['655058', 'ELO'],
    // Hipercard inside Diners' 38 and InterPayment's 636… neighbourhood.
    ['384100', 'HIPERCARD'],
    ['637095', 'HIPERCARD'],
    // Visa Electron and Dankort inside Visa; Dankort and Maestro inside Aura.
    ['402600', 'ELECTRON'],
    ['417500', 'ELECTRON'],
    ['491700', 'ELECTRON'],
    ['457100', 'DANKORT'],
    ['501900', 'DANKORT'],
    ['501800', 'MAESTRO'],
    ['507860', 'AURA'],
    ['636000', 'INTERPAYMENT'],
    ['650030', 'DISCOVERY'],
    ['644000', 'DISCOVERY'],
    ['622126', 'UNIONPAY'],
    ['222100', 'MASTER'],
    ['272099', 'MASTER'],
    ['272100', null],
    ['300000', 'DINERS'],
    ['352800', 'JCB'],
  ])('%s… is %s (the narrower range wins)', (prefix, brand) => {
    expect(cardBrand(prefix)).toBe(brand);
  });

  test('while typing: Visa at 4, Visa Electron once 4026 is typed', () => {
    expect(cardBrand('')).toBeNull();
    expect(cardBrand('4')).toBe('VISA');
    expect(cardBrand('402')).toBe('VISA');
    expect(cardBrand('4026')).toBe('ELECTRON');
    expect(cardBrand('4026 0000')).toBe('ELECTRON');
    expect(cardBrand('5')).toBeNull();
    expect(cardBrand('9999 9999')).toBeNull();
  });

  test('no two ranges of one prefix length overlap, so longest-prefix is unambiguous', () => {
    const ranges = CARD_BRANDS.flatMap((brand) =>
      CARD_BRAND_RULES[brand].prefixes.map((p) => {
        const [from, to = from] = p.split('-') as [string, string?];
        expect(from.length).toBe(to.length);
        return { brand, length: from.length, from: Number(from), to: Number(to) };
      }),
    );
    for (const a of ranges)
      for (const b of ranges)
        if (a !== b && a.length === b.length) expect(a.to < b.from || b.to < a.from).toBe(true);
  });

  test('every brand is reachable and its own numbers validate', () => {
    for (const brand of CARD_BRANDS) {
      const rule = CARD_BRAND_RULES[brand];
      const prefix = rule.prefixes[rule.prefixes.length - 1]!.split('-')[0]!;
      const length = rule.lengths[rule.lengths.length - 1]!;
      const number = withLuhnDigit(prefix.padEnd(length - 1, '0'));
      expect([brand, cardBrand(number)]).toEqual([brand, brand]);
      expect(isValidCardNumber(number)).toBe(true);
    }
  });
});

describe('number checks', () => {
  test('Luhn', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
  });
  test('a valid number needs a brand, one of its lengths and the Luhn digit', () => {
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true);
    expect(isValidCardNumber('41111111111111111')).toBe(false);
    expect(isValidCardNumber('37828224631000')).toBe(false);
    expect(isValidCardNumber('0000000000000000')).toBe(false);
  });
  test('digits only', () => {
    expect(cardDigits(' 4111.1111-1111 1111 ')).toBe('4111111111111111');
  });
  test('security code: 4 digits for AMEX, 3 for the rest', () => {
    expect(securityCodeLength('AMEX')).toBe(4);
    expect(securityCodeLength('ELO')).toBe(3);
    expect(securityCodeLength(null)).toBe(3);
    expect(isValidSecurityCode('1234', 'AMEX')).toBe(true);
    expect(isValidSecurityCode('123', 'AMEX')).toBe(false);
    expect(isValidSecurityCode('123', 'VISA')).toBe(true);
    expect(isValidSecurityCode('12a', 'VISA')).toBe(false);
    expect(isValidSecurityCode('1234', 'VISA')).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  test('two- or four-digit years', () => {
    expect(expiryYear('28')).toBe(2028);
    expect(expiryYear(2028)).toBe(2028);
    expect(expiryYear('202')).toBeNull();
    expect(expiryYear('')).toBeNull();
  });
  test('good through the last day of its month', () => {
    expect(isValidExpiry('06', '25', now)).toBe(true);
    expect(isValidExpiry(6, 2025, now)).toBe(true);
    expect(isValidExpiry('1', '2026', now)).toBe(true);
    expect(isValidExpiry('05', '2025', now)).toBe(false);
    expect(isValidExpiry('12', '24', now)).toBe(false);
  });
  test('month 1 to 12 only', () => {
    expect(isValidExpiry('00', '30', now)).toBe(false);
    expect(isValidExpiry('13', '30', now)).toBe(false);
    expect(isValidExpiry('1a', '30', now)).toBe(false);
    expect(isValidExpiry('12', '3', now)).toBe(false);
  });
  test("the month is São Paulo's: 23:00 on 30 June there is still June", () => {
    const lateJune = new Date('2025-07-01T02:00:00Z');
    expect(isValidExpiry('06', '25', lateJune)).toBe(true);
    expect(isValidExpiry('06', '25', new Date('2025-07-01T03:00:00Z'))).toBe(false);
  });
});

describe('display mask', () => {
  test('groups of 4; AMEX 4-6-5', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(maskCardNumber('3782822')).toBe('3782 822');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('')).toBe('');
  });
  test("digits past the brand's longest number are dropped", () => {
    expect(maskCardNumber('3782822463100059')).toBe('3782 822463 10005');
    expect(maskCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
    expect(maskCardNumber('9'.repeat(25))).toBe('9999 9999 9999 9999 999');
  });
});

describe('properties', () => {
  const digits = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  test('our Luhn agrees with @brazilian-utils isValidCreditCard on 12–19 digits', () => {
    fc.assert(
      fc.property(digits(12, 19), (number) => {
        fc.pre(!/^(\d)\1*$/.test(number)); // they reject repeated digits on purpose
        expect(passesLuhn(number)).toBe(isValidCreditCard(number));
      }),
      { numRuns: 2000 },
    );
  });
  test('a completed number always passes Luhn, and the mask keeps its digits', () => {
    fc.assert(
      fc.property(digits(11, 18), (body) => {
        const number = withLuhnDigit(body);
        expect(passesLuhn(number)).toBe(true);
        const masked = maskCardNumber(number);
        expect(number.startsWith(cardDigits(masked))).toBe(true);
      }),
    );
  });
});
