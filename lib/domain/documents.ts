/**
 * Brazilian taxpayer documents: CPF (people, 11 digits) and CNPJ (companies, 14 characters). Since
 * July 2026 a CNPJ may be alphanumeric: 12 characters of 0-9 or A-Z, then 2 numeric check digits,
 * each character counting as its ASCII code minus 48 (Receita Federal, IN RFB 2.229/2024).
 */

/** The document as stored and compared: no punctuation or spaces, letters in capitals. */
export function normalizeDocument(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}

const charValue = (c: string) => c.charCodeAt(0) - 48;

/** Mod-11 check digit over `body` with weights cycling from `firstWeight` down to 2, then 9. */
function checkDigit(body: string, firstWeight: number): number {
  let weight = firstWeight;
  let sum = 0;
  for (const c of body) {
    sum += charValue(c) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocument(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  // Weights 10..2 and 11..2: they reach 2 at the last character, so never cycle back to 9.
  return (
    checkDigit(cpf.slice(0, 9), 10) === Number(cpf[9]) &&
    checkDigit(cpf.slice(0, 10), 11) === Number(cpf[10])
  );
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return (
    checkDigit(cnpj.slice(0, 12), 5) === Number(cnpj[12]) &&
    checkDigit(cnpj.slice(0, 13), 6) === Number(cnpj[13])
  );
}

/** Which document a value is (CPF by its 11 digits, CNPJ by its 14 characters), or null. */
export function documentKind(value: string): 'cpf' | 'cnpj' | null {
  const document = normalizeDocument(value);
  if (document.length === 11) return isValidCpf(document) ? 'cpf' : null;
  if (document.length === 14) return isValidCnpj(document) ? 'cnpj' : null;
  return null;
}
