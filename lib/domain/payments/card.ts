/**
 * Payment cards as the checkout form sees them: the brand from the number's first digits (the
 * brands of SPEC.md section 9), the Luhn check, lengths, security code and expiry. The number
 * itself never leaves the browser (it is tokenized with the provider): this only helps the
 * shopper type it right.
 */
import { saoPauloDate } from './calendar';

export const CARD_BRANDS = [
  'VISA',
  'MASTER',
  'AMEX',
  'ELO',
  'AURA',
  'JCB',
  'DINERS',
  'DISCOVERY',
  'HIPERCARD',
  'ELECTRON',
  'MAESTRO',
  'DANKORT',
  'INTERPAYMENT',
  'UNIONPAY',
] as const;

export type CardBrand = (typeof CARD_BRANDS)[number];

type BrandRule = {
  /** Issuer ranges as 'from' or 'from-to', both ends of one length. */
  prefixes: readonly string[];
  lengths: readonly number[];
  securityCodeLength: number;
};

/**
 * Published IIN ranges. Some overlap (Elo's 650031 sits in Discover's 65, Hipercard's 384100 in
 * Diners' 38, Visa Electron's 4026 in Visa's 4, Dankort's 5019 in Aura's 50): the longest prefix
 * that matches wins, so the narrower range always beats the broader one, whatever the order here.
 * No two prefixes of the same length overlap (a test checks it).
 */
export const CARD_BRAND_RULES: Readonly<Record<CardBrand, BrandRule>> = {
  VISA: { prefixes: ['4'], lengths: [13, 16, 19], securityCodeLength: 3 },
  ELECTRON: {
    prefixes: ['4026', '417500', '4405', '4508', '4844', '4913', '4917'],
    lengths: [16],
    securityCodeLength: 3,
  },
  // 4571 is the Visa/Dankort co-brand; 5019 the Dankort debit card.
  DANKORT: { prefixes: ['4571', '5019'], lengths: [16], securityCodeLength: 3 },
  MASTER: { prefixes: ['51-55', '2221-2720'], lengths: [16], securityCodeLength: 3 },
  MAESTRO: {
    prefixes: ['5018', '5020', '5038', '5893', '6304', '6759', '6761-6763'],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
  },
  // Aura (Cetelem) issues on 50, around Elo's, Maestro's and Dankort's narrower ranges.
  AURA: { prefixes: ['50'], lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  ELO: {
    prefixes: [
      '401178-401179',
      '431274',
      '438935',
      '451416',
      '457393',
      '457631-457632',
      '504175',
      '506699-506778',
      '509000-509999',
      '627780',
      '636297',
      '636368',
      '650031-650033',
      '650035-650051',
      '650405-650439',
      '650485-650538',
      '650541-650598',
      '650700-650718',
      '650720-650727',
      '650901-650978',
      '651652-651679',
      '655000-655019',
      '655021-655058',
    ],
    lengths: [16],
    securityCodeLength: 3,
  },
  HIPERCARD: {
    prefixes: [
      '606282',
      '384100',
      '384140',
      '384160',
      '637095',
      '637568',
      '637599',
      '637609',
      '637612',
    ],
    lengths: [13, 16, 19],
    securityCodeLength: 3,
  },
  AMEX: { prefixes: ['34', '37'], lengths: [15], securityCodeLength: 4 },
  DINERS: {
    prefixes: ['300-305', '3095', '36', '38-39'],
    lengths: [14, 15, 16, 17, 18, 19],
    securityCodeLength: 3,
  },
  JCB: { prefixes: ['3528-3589'], lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  DISCOVERY: {
    prefixes: ['6011', '644-649', '65'],
    lengths: [16, 17, 18, 19],
    securityCodeLength: 3,
  },
  INTERPAYMENT: { prefixes: ['636'], lengths: [16, 17, 18, 19], securityCodeLength: 3 },
  UNIONPAY: { prefixes: ['62'], lengths: [16, 17, 18, 19], securityCodeLength: 3 },
};

type PrefixRange = { from: number; to: number; length: number; brand: CardBrand };

/** Every range, longest prefix first, so the first match is the most specific. */
const PREFIX_RANGES: readonly PrefixRange[] = CARD_BRANDS.flatMap((brand) =>
  CARD_BRAND_RULES[brand].prefixes.map((p) => {
    const [from, to = from] = p.split('-') as [string, string?];
    return { from: Number(from), to: Number(to), length: from.length, brand };
  }),
).sort((a, b) => b.length - a.length);

export const MAX_CARD_NUMBER_LENGTH = 19;

/** The digits of what the shopper typed or pasted: spaces, dots and dashes go. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The brand of a card number, or null. Works while typing: a range counts once the number has
 * as many digits as the range's prefix, so '4' reads VISA until '4026' makes it ELECTRON.
 */
export function cardBrand(value: string): CardBrand | null {
  const digits = cardDigits(value);
  for (const r of PREFIX_RANGES) {
    if (digits.length < r.length) continue;
    const prefix = Number(digits.slice(0, r.length));
    if (prefix >= r.from && prefix <= r.to) return r.brand;
  }
  return null;
}

/** Luhn (mod 10) check digit: doubles every second digit from the right. */
export function passesLuhn(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A complete number: a known brand, one of its lengths, and the Luhn digit right. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  const brand = cardBrand(digits);
  return (
    brand !== null && CARD_BRAND_RULES[brand].lengths.includes(digits.length) && passesLuhn(digits)
  );
}

/** Digits of the security code: 4 for AMEX (printed on the front), 3 for every other brand. */
export function securityCodeLength(brand: CardBrand | null): number {
  return brand ? CARD_BRAND_RULES[brand].securityCodeLength : 3;
}

export function isValidSecurityCode(code: string, brand: CardBrand | null): boolean {
  return new RegExp(`^\\d{${securityCodeLength(brand)}}$`).test(code.trim());
}

/** A card's expiry year: '28' is 2028, '2028' stays; anything else is null. */
export function expiryYear(year: string | number): number | null {
  const text = String(year).trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/**
 * Month 1–12 and a month not yet over on São Paulo's calendar at `now`: a card is good through
 * the last day of its expiry month.
 */
export function isValidExpiry(month: string | number, year: string | number, now: Date): boolean {
  const m = String(month).trim();
  const y = expiryYear(year);
  if (!/^\d{1,2}$/.test(m) || y === null) return false;
  const monthNumber = Number(m);
  if (monthNumber < 1 || monthNumber > 12) return false;
  const today = saoPauloDate(now);
  const current = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return y * 12 + monthNumber >= current;
}

/**
 * The number as printed, for the card field: groups of 4, AMEX 4-6-5. Digits beyond the brand's
 * longest number (19 when unknown) are dropped.
 */
export function maskCardNumber(value: string): string {
  const brand = cardBrand(value);
  const maxLength = brand ? Math.max(...CARD_BRAND_RULES[brand].lengths) : MAX_CARD_NUMBER_LENGTH;
  const digits = cardDigits(value).slice(0, maxLength);
  const groups = brand === 'AMEX' ? [4, 6, 5] : Array<number>(5).fill(4);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}
