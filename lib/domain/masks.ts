/**
 * Input masks of SPEC.md section 5: '9' takes a digit, anything else is written as it is once
 * the digits reach it. Extra digits are dropped; what is not a digit is ignored.
 */
export function applyMask(value: string, pattern: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let d = 0;
  for (const char of pattern) {
    if (d >= digits.length) break;
    if (char === '9') out += digits[d++];
    else out += char;
  }
  return out;
}

/** A field of digits alone (an order number, an area code): anything else typed is dropped. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/**
 * A Brazilian phone as its national digits, area code and number, however it was typed: the
 * trunk 0 and the country's 55 dropped ('+55 (11) 98888-7777', '011 98888-7777': 11988887777).
 * The inbox's SQL (phoneDigits in admin-inbox.ts) reads stored phones by the same rule.
 */
export function nationalPhoneDigits(value: string): string {
  const digits = digitsOnly(value).replace(/^0+/, '');
  return /^55\d{10,11}$/.test(digits) ? digits.slice(2) : digits;
}

export const ZIPCODE_MASK = '99999-999';
/** A CEP is complete at 9 characters with its dash (SPEC.md: at least 9 characters). */
export const ZIPCODE_MASKED_LENGTH = ZIPCODE_MASK.length;
export const CPF_MASK = '999.999.999-99';
export const CNPJ_MASK = '99.999.999/9999-99';
export const PHONE_MASK = '(99)99999-9999';
/** A landline: area code and 8 digits. */
export const LANDLINE_MASK = '(99)9999-9999';

export const maskZipcode = (value: string) => applyMask(value, ZIPCODE_MASK);

/** The alphanumeric CNPJ (from July 2026): 'A' takes a digit or a capital letter. */
export const CNPJ_ALPHANUMERIC_MASK = 'AA.AAA.AAA/AAAA-99';

/**
 * CPF or CNPJ as the shopper types it: CPF's mask while there are at most 11 digits, the CNPJ's
 * (letters allowed in its first 12 characters, digits in the last 2) after that.
 */
export function maskDocument(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return /^\d{0,11}$/.test(chars) ? applyMask(chars, CPF_MASK) : maskCnpj(chars);
}

/** A CNPJ as typed, numeric or alphanumeric: letters only in its first 12 characters. */
export function maskCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let out = '';
  let i = 0;
  for (const slot of CNPJ_ALPHANUMERIC_MASK) {
    if (i >= chars.length) break;
    if (slot === 'A') out += chars[i++];
    else if (slot === '9') {
      if (!/\d/.test(chars[i]!)) break;
      out += chars[i++];
    } else out += slot;
  }
  return out;
}

export const maskCpf = (value: string) => applyMask(value, CPF_MASK);
export const maskPhone = (value: string) => applyMask(value, PHONE_MASK);
