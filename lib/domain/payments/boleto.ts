/**
 * Boleto bancário (cobrança), as FEBRABAN and Carta-Circular BCB 2.926/2000 lay it out.
 *
 * Barcode, 44 digits:
 *   1–3 bank code · 4 currency (9 = real) · 5 general check digit (mod 11) · 6–9 due-date factor
 *   · 10–19 amount in cents · 20–44 free field (campo livre, the bank's own layout).
 * Linha digitável, 47 digits, the same data regrouped so a person can type it:
 *   field 1: bank, currency, free field 1–5, mod-10 digit · field 2: free field 6–15, mod-10 digit
 *   · field 3: free field 16–25, mod-10 digit · field 4: the general check digit · field 5:
 *   factor and amount.
 */
import {
  addDays,
  businessDaysAfter,
  daysBetween,
  dayNumber,
  saoPauloDate,
  type CalendarDate,
} from './calendar';

export { businessDaysAfter };

/** SPEC.md section 9: the bank slip expires in 2 business days. */
export const BOLETO_DUE_BUSINESS_DAYS = 2;

/** The due date of a boleto issued at `issuedAt`: 2 business days after that São Paulo day. */
export function boletoDueDate(issuedAt: Date): CalendarDate {
  return businessDaysAfter(saoPauloDate(issuedAt), BOLETO_DUE_BUSINESS_DAYS);
}

export const CURRENCY_REAL = '9';
/** Day 0 of the due-date factor. */
export const DUE_DATE_FACTOR_BASE = '1997-10-07';
/** Factor 9999 was 2025-02-21; from the next day FEBRABAN restarted the count at 1000. */
export const DUE_DATE_FACTOR_RESTART = '2025-02-22';
const FIRST_FACTOR = 1000;
const FACTOR_CYCLE = 9000;
export const MAX_BOLETO_AMOUNT_CENTS = 9_999_999_999;

/**
 * The 4-digit due-date factor: days since 1997-10-07, running 1000..9999 and then starting over
 * at 1000, as it did on 2025-02-22. Dates before factor 1000 (2000-07-03) have none.
 */
export function dueDateFactor(dueDate: CalendarDate): number {
  const days = daysBetween(DUE_DATE_FACTOR_BASE, dueDate);
  if (days < FIRST_FACTOR) throw new RangeError(`Vencimento sem fator: ${dueDate}`);
  return ((days - FIRST_FACTOR) % FACTOR_CYCLE) + FIRST_FACTOR;
}

/**
 * The due date a factor stands for. The factor repeats every 9000 days, so it is read in the
 * cycle that puts the date closest to `reference` (today, for a slip being paid). Factor 0
 * means a slip with no due date: null.
 */
export function dueDateFromFactor(factor: number, reference: CalendarDate): CalendarDate | null {
  if (factor === 0) return null;
  if (!Number.isInteger(factor) || factor < FIRST_FACTOR || factor > 9999)
    throw new RangeError(`Fator de vencimento inválido: ${factor}`);
  const referenceDays = daysBetween(DUE_DATE_FACTOR_BASE, reference);
  const cycle = Math.max(0, Math.round((referenceDays - factor) / FACTOR_CYCLE));
  return addDays(DUE_DATE_FACTOR_BASE, factor + cycle * FACTOR_CYCLE);
}

/** The digits of a line or barcode as typed or printed. */
export function boletoDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Mod-10 digit of a linha digitável field: weights 2,1,2,1… from the right, products' digits. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The general check digit (barcode position 5) over the other 43 digits: weights 2..9 from the
 * right, 11 minus the remainder by 11; 0, 10 and 11 become 1, so the digit is never 0.
 */
export function barcodeCheckDigit(barcodeWithoutDigit: string): number {
  let sum = 0;
  for (let i = 0; i < barcodeWithoutDigit.length; i++)
    sum += Number(barcodeWithoutDigit[barcodeWithoutDigit.length - 1 - i]) * ((i % 8) + 2);
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

export function isValidBarcode(value: string): boolean {
  const barcode = value.trim();
  return (
    /^\d{44}$/.test(barcode) &&
    barcode[3] === CURRENCY_REAL &&
    barcodeCheckDigit(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4])
  );
}

/** The 47-digit line for a barcode (digits only). */
export function barcodeToLine(barcode: string): string {
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return (
    field1 +
    mod10(field1) +
    field2 +
    mod10(field2) +
    field3 +
    mod10(field3) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

/** The 44-digit barcode a 47-digit line stands for (its field check digits dropped). */
export function lineToBarcode(value: string): string {
  const line = boletoDigits(value);
  return (
    line.slice(0, 4) +
    line[32] +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

/** A line as printed or pasted: 47 digits, each field's mod-10 digit and the general one right. */
export function isValidLine(value: string): boolean {
  const line = boletoDigits(value);
  if (!/^[\d\s.]+$/.test(value.trim()) || line.length !== 47) return false;
  const fieldsRight = [
    [0, 9],
    [10, 20],
    [21, 31],
  ].every(([from, to]) => mod10(line.slice(from, to)) === Number(line[to!]));
  return fieldsRight && isValidBarcode(lineToBarcode(line));
}

/** '00190.00009 01149.718601 68524.522114 6 75860000102656': the line as banks print it. */
export function formatLine(value: string): string {
  const l = boletoDigits(value);
  return (
    `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ` +
    `${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33, 47)}`
  );
}

/**
 * Free field (campo livre, 25 digits) when the bank has no layout of its own here: Banco do
 * Brasil's for 7-digit agreements, which suits any bank — six zeros, the 17-digit nosso número
 * (agreement and sequence, zeros on the left) and the 2-digit wallet (carteira). A bank with
 * another layout builds its 25 digits itself and passes them as `freeField`.
 */
export function genericFreeField(ourNumber: string, wallet: string = '00'): string {
  if (!/^\d{1,17}$/.test(ourNumber)) throw new RangeError(`Nosso número inválido: ${ourNumber}`);
  if (!/^\d{1,2}$/.test(wallet)) throw new RangeError(`Carteira inválida: ${wallet}`);
  return `000000${ourNumber.padStart(17, '0')}${wallet.padStart(2, '0')}`;
}

export type BoletoInput = {
  /** 3-digit COMPE code ('001' Banco do Brasil, '237' Bradesco…). */
  bankCode: string;
  amountCents: number;
  dueDate: CalendarDate;
  /** Nosso número: digits, up to 17 in the generic free field. */
  ourNumber: string;
  /** Carteira, up to 2 digits, for the generic free field. */
  wallet?: string;
  /** The bank's own 25-digit free field; when given, ourNumber and wallet are not laid out. */
  freeField?: string;
};

export type Boleto = {
  bankCode: string;
  amountCents: number;
  /** Null only for a slip read back that carries no due date (factor 0). */
  dueDate: CalendarDate | null;
  dueDateFactor: number;
  freeField: string;
  barcode: string;
  /** 47 digits, as stored and copied. */
  line: string;
  /** The line as printed, with dots and spaces. */
  formattedLine: string;
};

/** A boleto's barcode and line from its data; throws RangeError on data a slip cannot carry. */
export function buildBoleto(input: BoletoInput): Boleto {
  const { bankCode, amountCents, dueDate } = input;
  if (!/^\d{3}$/.test(bankCode)) throw new RangeError(`Banco inválido: ${bankCode}`);
  if (!Number.isInteger(amountCents) || amountCents < 1 || amountCents > MAX_BOLETO_AMOUNT_CENTS)
    throw new RangeError(`Valor inválido: ${amountCents}`);
  if (dayNumber(dueDate) === null) throw new RangeError(`Vencimento inválido: ${dueDate}`);
  const freeField = input.freeField ?? genericFreeField(input.ourNumber, input.wallet);
  if (!/^\d{25}$/.test(freeField)) throw new RangeError(`Campo livre inválido: ${freeField}`);
  const factor = dueDateFactor(dueDate);
  const body =
    bankCode +
    CURRENCY_REAL +
    String(factor).padStart(4, '0') +
    String(amountCents).padStart(10, '0') +
    freeField;
  const barcode = body.slice(0, 4) + barcodeCheckDigit(body) + body.slice(4);
  const line = barcodeToLine(barcode);
  return {
    bankCode,
    amountCents,
    dueDate,
    dueDateFactor: factor,
    freeField,
    barcode,
    line,
    formattedLine: formatLine(line),
  };
}

/**
 * A boleto read from its line (47 digits) or barcode (44), formatted or not; null when neither
 * checks out. `reference` picks the factor's cycle (see dueDateFromFactor).
 */
export function readBoleto(value: string, reference: CalendarDate): Boleto | null {
  const digits = boletoDigits(value);
  let barcode: string;
  if (digits.length === 47 && isValidLine(value)) barcode = lineToBarcode(digits);
  else if (digits.length === 44 && isValidBarcode(digits)) barcode = digits;
  else return null;
  const factor = Number(barcode.slice(5, 9));
  if (factor !== 0 && factor < FIRST_FACTOR) return null;
  const line = barcodeToLine(barcode);
  return {
    bankCode: barcode.slice(0, 3),
    amountCents: Number(barcode.slice(9, 19)),
    dueDate: dueDateFromFactor(factor, reference),
    dueDateFactor: factor,
    freeField: barcode.slice(19),
    barcode,
    line,
    formattedLine: formatLine(line),
  };
}

/**
 * The two instruction lines a boleto prints for its payer (75 characters each at PagBank): which
 * order it pays, and that it is not to be received once due. A boleto is a Brazilian document, in
 * Portuguese whatever the buyer's language.
 */
export const boletoInstructions = (orderNumber: number, storeName: string): [string, string] => [
  `Pedido ${orderNumber} - ${storeName}`.slice(0, 75),
  'Não receber após o vencimento.',
];
