import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';

import {
  barcodeCheckDigit,
  barcodeToLine,
  BOLETO_DUE_BUSINESS_DAYS,
  boletoDueDate,
  buildBoleto,
  dueDateFactor,
  dueDateFromFactor,
  formatLine,
  genericFreeField,
  isValidBarcode,
  isValidLine,
  lineToBarcode,
  mod10,
  readBoleto,
} from './boleto';
import { addDays, dayNumber } from './calendar';

describe('published boletos', () => {
  // Banco do Brasil, R$ 1.026,56 due 2018-07-15 (@brazilian-utils' documented example).
  const bb = '00190000090114971860168524522114675860000102656';
  test('Banco do Brasil line reads back bank, amount, due date and barcode', () => {
    expect(isValidLine(bb)).toBe(true);
    expect(readBoleto(bb, '2018-07-01')).toEqual({
      bankCode: '001',
      amountCents: 102656,
      dueDate: '2018-07-15',
      dueDateFactor: 7586,
      freeField: '0000001149718606852452211',
      barcode: '00196758600001026560000001149718606852452211',
      line: bb,
      formattedLine: '00190.00009 01149.718601 68524.522114 6 75860000102656',
    });
  });
  test('a printed line with dots and spaces (Safra, R$ 546,59 due 2016-07-20)', () => {
    const safra = '42297.11504 00001.954411 60020.034520 2 68610000054659';
    expect(isValidLine(safra)).toBe(true);
    const boleto = readBoleto(safra, '2016-07-01')!;
    expect([boleto.bankCode, boleto.amountCents, boleto.dueDate]).toEqual([
      '422',
      54659,
      '2016-07-20',
    ]);
    expect(boleto.formattedLine).toBe(safra);
  });
  test('the barcode reads the same as its line', () => {
    expect(readBoleto('00196758600001026560000001149718606852452211', '2018-07-01')?.line).toBe(bb);
  });
  test('one wrong digit anywhere fails', () => {
    for (let i = 0; i < bb.length; i++) {
      const wrong = bb.slice(0, i) + ((Number(bb[i]) + 1) % 10) + bb.slice(i + 1);
      expect(isValidLine(wrong)).toBe(false);
    }
    expect(isValidLine(bb.slice(1))).toBe(false);
    expect(isValidLine(`${bb}x`)).toBe(false);
    expect(readBoleto('123', '2025-01-01')).toBeNull();
  });
});

describe('check digits', () => {
  test('mod 10 of the line fields', () => {
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0114971860')).toBe(1);
    expect(mod10('6852452211')).toBe(4);
  });
  test('mod 11 of the barcode: 0, 10 and 11 become 1', () => {
    expect(barcodeCheckDigit('0019758600001026560000001149718606852452211')).toBe(6);
    // A body whose remainder is 0 (11 − 0 = 11) and one whose remainder is 1 (11 − 1 = 10).
    const rest = (body: string) => {
      let sum = 0;
      for (let i = 0; i < body.length; i++)
        sum += Number(body[body.length - 1 - i]) * ((i % 8) + 2);
      return sum % 11;
    };
    const bodies = Array.from({ length: 200 }, (_, i) => `0019${String(i).padStart(39, '0')}`);
    const zero = bodies.find((b) => rest(b) === 0)!;
    const one = bodies.find((b) => rest(b) === 1)!;
    expect(barcodeCheckDigit(zero)).toBe(1);
    expect(barcodeCheckDigit(one)).toBe(1);
  });
  test('a barcode needs currency 9 and 44 digits', () => {
    const barcode = '00196758600001026560000001149718606852452211';
    expect(isValidBarcode(barcode)).toBe(true);
    expect(isValidBarcode(`0018${barcode.slice(4)}`)).toBe(false);
    expect(isValidBarcode(barcode.slice(1))).toBe(false);
  });
});

describe('due-date factor', () => {
  test('days since 1997-10-07, 1000 from 2000-07-03, restarting at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2018-07-15')).toBe(7586);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(dueDateFactor('2049-10-14')).toBe(1000);
    expect(() => dueDateFactor('2000-07-02')).toThrow(RangeError);
  });
  test('read back in the cycle nearest the reference day', () => {
    expect(dueDateFromFactor(1000, '2025-06-01')).toBe('2025-02-22');
    expect(dueDateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(dueDateFromFactor(9999, '2025-03-01')).toBe('2025-02-21');
    expect(dueDateFromFactor(1010, '2025-02-20')).toBe('2025-03-04');
    expect(dueDateFromFactor(7586, '2018-07-01')).toBe('2018-07-15');
    expect(dueDateFromFactor(0, '2025-01-01')).toBeNull();
    expect(() => dueDateFromFactor(999, '2025-01-01')).toThrow(RangeError);
  });
});

describe('line and barcode', () => {
  test('formatted as printed', () => {
    expect(formatLine('00190000090123456789123456789017112340000012345')).toBe(
      '00190.00009 01234.567891 23456.789017 1 12340000012345',
    );
  });
  test('converters are each other’s inverse', () => {
    const line = '42297115040000195441160020034520268610000054659';
    expect(barcodeToLine(lineToBarcode(line))).toBe(line);
  });
});

describe('building a boleto', () => {
  test('Banco do Brasil layout: six zeros, nosso número in 17 digits, wallet', () => {
    expect(genericFreeField('1234567000000001', '17')).toBe('0000000123456700000000117');
    expect(() => genericFreeField('12a')).toThrow(RangeError);
    expect(() => genericFreeField('1'.repeat(18))).toThrow(RangeError);
  });
  test('R$ 123,45 due 2025-06-20 at Banco do Brasil', () => {
    expect(
      buildBoleto({
        bankCode: '001',
        amountCents: 12345,
        dueDate: '2025-06-20',
        ourNumber: '1234567000000001',
        wallet: '17',
      }),
    ).toEqual({
      bankCode: '001',
      amountCents: 12345,
      dueDate: '2025-06-20',
      dueDateFactor: 1118,
      freeField: '0000000123456700000000117',
      barcode: '00195111800000123450000000123456700000000117',
      line: '00190000090012345670900000001172511180000012345',
      formattedLine: '00190.00009 00123.456709 00000.001172 5 11180000012345',
    });
  });
  test("a bank's own free field is used as given", () => {
    const boleto = buildBoleto({
      bankCode: '237',
      amountCents: 599900,
      dueDate: '2025-06-17',
      ourNumber: '',
      freeField: '1234567890123456789012345',
    });
    expect(boleto.freeField).toBe('1234567890123456789012345');
    expect(isValidLine(boleto.line)).toBe(true);
  });
  test('data a slip cannot carry throws', () => {
    const base = { bankCode: '001', amountCents: 100, dueDate: '2025-06-20', ourNumber: '1' };
    expect(() => buildBoleto({ ...base, bankCode: '1' })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, amountCents: 10_000_000_000 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, amountCents: 1.5 })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, dueDate: '2025-02-30' })).toThrow(RangeError);
    expect(() => buildBoleto({ ...base, freeField: '123' })).toThrow(RangeError);
  });
  test('due 2 business days after the São Paulo day it is issued', () => {
    expect(BOLETO_DUE_BUSINESS_DAYS).toBe(2);
    // Friday 12:00 and Friday 22:00 in São Paulo (already Saturday in UTC): due Tuesday.
    expect(boletoDueDate(new Date('2025-06-13T15:00:00Z'))).toBe('2025-06-17');
    expect(boletoDueDate(new Date('2025-06-14T01:00:00Z'))).toBe('2025-06-17');
    // Wednesday before Corpus Christi: Friday and Monday.
    expect(boletoDueDate(new Date('2025-06-18T12:00:00Z'))).toBe('2025-06-23');
  });
});

describe('properties, against @brazilian-utils', () => {
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const dueDate = fc
    .integer({ min: dayNumber('2000-07-03')!, max: dayNumber('2099-12-31')! })
    .map((d) => addDays('1970-01-01', d));
  const input = fc.record({
    bankCode: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 3, maxLength: 3 }),
    amountCents: fc.oneof(
      fc.integer({ min: 1, max: 100_000_000 }),
      fc.integer({ min: 1, max: 9_999_999_999 }),
    ),
    dueDate,
    ourNumber: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 17 }),
    wallet: fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 2 }),
  });

  test('every line built passes isValidBoleto and reads back the same amount and date', () => {
    fc.assert(
      fc.property(input, (data) => {
        const boleto = buildBoleto(data);
        expect(boleto.line).toMatch(/^\d{47}$/);
        expect(boleto.barcode).toMatch(/^\d{44}$/);
        expect(isValidBoleto(boleto.line)).toBe(true);
        expect(isValidBoleto(boleto.formattedLine)).toBe(true);
        const [y, m, d] = data.dueDate.split('-').map(Number) as [number, number, number];
        const theirs = getBoletoInfo(boleto.line, { referenceDate: new Date(y, m - 1, d) })!;
        expect(theirs.bankCode).toBe(data.bankCode);
        expect(theirs.amount).toBe(data.amountCents);
        expect(iso(theirs.expirationDate!)).toBe(data.dueDate);
        expect(readBoleto(boleto.formattedLine, data.dueDate)).toEqual(boleto);
      }),
      { numRuns: 500 },
    );
  });
  test('any single changed digit of a line is caught by both validators alike', () => {
    fc.assert(
      fc.property(input, fc.nat(46), fc.integer({ min: 1, max: 9 }), (data, at, delta) => {
        const { line } = buildBoleto(data);
        const wrong = line.slice(0, at) + ((Number(line[at]) + delta) % 10) + line.slice(at + 1);
        expect(isValidLine(wrong)).toBe(isValidBoleto(wrong));
      }),
      { numRuns: 500 },
    );
  });
});
