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

export const ZIPCODE_MASK = '99999-999';
/** A CEP is complete at 9 characters with its dash (SPEC.md: at least 9 characters). */
export const ZIPCODE_MASKED_LENGTH = ZIPCODE_MASK.length;
export const CPF_MASK = '999.999.999-99';
export const CNPJ_MASK = '99.999.999/9999-99';
export const PHONE_MASK = '(99)99999-9999';

export const maskZipcode = (value: string) => applyMask(value, ZIPCODE_MASK);
