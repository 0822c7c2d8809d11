import {
  getPixPayloadInfo,
  isValidPixPayload as theirValidator,
} from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';

import {
  crc16,
  isValidPixPayload,
  parseTlv,
  pixPayload,
  readPixPayload,
  toPixText,
  type PixChargeInput,
} from './pix';

/** The static example of Banco Central's Manual do BR Code, with its CRC 1D3D. */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
  '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const store = { merchantName: 'Loja Demonstração Ltda', merchantCity: 'São Paulo' };

describe('CRC16-CCITT-FALSE', () => {
  test("the standard check value: '123456789' → 29B1", () => {
    expect(crc16('123456789')).toBe('29B1');
  });
  test("the manual's example ends in its own CRC", () => {
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('building a BR Code', () => {
  test("the manual's static example, field by field", () => {
    expect(
      pixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });
  test('a charge with amount and txid', () => {
    const payload = pixPayload({
      ...store,
      key: 'pix@loja.example',
      amountCents: 539910,
      txid: 'PEDIDO123',
    });
    expect(payload).toBe(
      '00020126380014br.gov.bcb.pix0116pix@loja.example5204000053039865407' +
        '5399.105802BR5922Loja Demonstracao Ltda6009Sao Paulo62130509PEDIDO1236304B5D1',
    );
    expect(theirValidator(payload)).toBe(true);
  });
  test('a dynamic charge: the URL in 26-25, one use (01 = 12), txid ***', () => {
    const payload = pixPayload({
      ...store,
      url: 'https://pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      amountCents: 100,
    });
    expect(payload).toBe(
      '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25' +
        '52040000530398654041.005802BR5922Loja Demonstracao Ltda6009Sao Paulo62070503***630422A6',
    );
    expect(theirValidator(payload)).toBe(true);
  });
  test('amounts in reais with two decimals, from integer cents', () => {
    const amountOf = (amountCents: number) =>
      parseTlv(pixPayload({ ...store, key: 'k', amountCents }))!.find((f) => f.id === '54')!.value;
    expect(amountOf(1)).toBe('0.01');
    expect(amountOf(100)).toBe('1.00');
    expect(amountOf(123456789)).toBe('1234567.89');
  });
  test('name cut to 25 and city to 15 ASCII characters', () => {
    expect(toPixText('  Ação   Çedilha ñ 日本 ')).toBe('Acao Cedilha n');
    const fields = parseTlv(
      pixPayload({
        key: 'k',
        merchantName: 'Comércio de Informática Exemplo Ltda',
        merchantCity: 'São José dos Campos',
      }),
    )!;
    expect(fields.find((f) => f.id === '59')!.value).toBe('Comercio de Informatica E');
    expect(fields.find((f) => f.id === '60')!.value).toBe('Sao Jose dos Ca');
  });
  test('a message goes in 26-02, cut to what the account field holds', () => {
    const payload = pixPayload({ ...store, key: 'pix@loja.example', description: 'Pedido nº 42' });
    expect(readPixPayload(payload)).toMatchObject({
      ok: true,
      data: { description: 'Pedido n 42' },
    });
    const long = pixPayload({ ...store, key: 'x'.repeat(70), description: 'y'.repeat(50) });
    const account = parseTlv(long)!.find((f) => f.id === '26')!.value;
    expect(account).toHaveLength(99);
    expect(theirValidator(long)).toBe(true);
  });
  test('a one-use static code carries 01 = 12', () => {
    expect(pixPayload({ ...store, key: 'k', oneTime: true })).toMatch(/^000201010212/);
  });
  test('what a code cannot carry throws', () => {
    const bad: PixChargeInput[] = [
      { ...store },
      { ...store, key: 'k', url: 'pix.example.com/x' },
      { ...store, key: 'x'.repeat(78) },
      { ...store, key: 'chave-com-ç' },
      { ...store, key: 'k', txid: 'com espaço' },
      { ...store, key: 'k', txid: 'a'.repeat(26) },
      { ...store, url: 'pix.example.com/x', txid: 'ABC' },
      { ...store, key: 'k', amountCents: 0 },
      { ...store, key: 'k', amountCents: 10.5 },
      { ...store, key: 'k', merchantName: '   ' },
      { ...store, key: 'k', merchantCity: '日本' },
    ];
    for (const input of bad) expect(() => pixPayload(input)).toThrow(RangeError);
  });
});

describe('reading a BR Code', () => {
  test("the manual's example", () => {
    expect(readPixPayload(MANUAL_EXAMPLE)).toEqual({
      ok: true,
      data: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        oneTime: false,
      },
    });
    expect(isValidPixPayload(` ${MANUAL_EXAMPLE}\n`)).toBe(true);
  });
  test('a lowercase CRC is the same CRC', () => {
    expect(isValidPixPayload(MANUAL_EXAMPLE.replace(/1D3D$/, '1d3d'))).toBe(true);
  });
  test('the first failing part is named', () => {
    const resign = (body: string) => body + crc16(body);
    const without = (id: string, value: string) =>
      resign(
        MANUAL_EXAMPLE.slice(0, -4).replace(id + String(value.length).padStart(2, '0') + value, ''),
      );
    expect(readPixPayload(MANUAL_EXAMPLE.replace('1D3D', '1D3E'))).toEqual({
      ok: false,
      error: 'crc',
    });
    expect(readPixPayload(MANUAL_EXAMPLE.replace('Fulano', 'Fulana'))).toEqual({
      ok: false,
      error: 'crc',
    });
    expect(readPixPayload(MANUAL_EXAMPLE.slice(0, 40))).toEqual({ ok: false, error: 'estrutura' });
    expect(readPixPayload('')).toEqual({ ok: false, error: 'estrutura' });
    expect(
      readPixPayload(
        resign(MANUAL_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'br.gov.bcb.xip')),
      ),
    ).toEqual({
      ok: false,
      error: 'conta',
    });
    expect(readPixPayload(without('53', '986'))).toEqual({ ok: false, error: 'moeda' });
    expect(readPixPayload(without('58', 'BR'))).toEqual({ ok: false, error: 'pais' });
    expect(readPixPayload(without('59', 'Fulano de Tal'))).toEqual({ ok: false, error: 'nome' });
    expect(readPixPayload(without('60', 'BRASILIA'))).toEqual({ ok: false, error: 'cidade' });
    expect(readPixPayload(without('52', '0000'))).toEqual({ ok: false, error: 'categoria' });
    expect(
      readPixPayload(resign(MANUAL_EXAMPLE.slice(0, -4).replace('5802BR', '54040.005802BR'))),
    ).toEqual({ ok: false, error: 'valor' });
    expect(
      readPixPayload(resign(MANUAL_EXAMPLE.slice(0, -4).replace('0503***', '0503a-b'))),
    ).toEqual({ ok: false, error: 'txid' });
    expect(readPixPayload(resign(MANUAL_EXAMPLE.slice(0, -4).replace('000201', '000202')))).toEqual(
      {
        ok: false,
        error: 'formato',
      },
    );
  });
});

describe('properties, against @brazilian-utils isValidPixPayload', () => {
  const alnum = fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'),
    minLength: 1,
    maxLength: 25,
  });
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
  const text = (maxLength: number) =>
    fc
      .string({ unit: fc.constantFrom(...'áãçéêíóõúÀÇ日 ', ...ascii), maxLength })
      .filter((s) => toPixText(s).length > 0);
  const key = fc.oneof(
    fc.uuid(),
    fc.emailAddress().filter((e) => e.length <= 77),
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 }),
    fc
      .string({ unit: fc.constantFrom(...'0123456789'), minLength: 11, maxLength: 11 })
      .map((p) => `+55${p}`),
  );
  const charge = fc.record(
    {
      key,
      merchantName: text(40),
      merchantCity: text(30),
      amountCents: fc.oneof(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 999_999_999_999 }),
      ),
      txid: alnum,
      description: text(60),
      oneTime: fc.boolean(),
    },
    { requiredKeys: ['key', 'merchantName', 'merchantCity'] },
  );

  test('every static code is valid for them and reads back the same for both', () => {
    fc.assert(
      fc.property(charge, (input) => {
        const payload = pixPayload(input);
        expect(payload).toMatch(/^[\x20-\x7e]+$/);
        expect(theirValidator(payload)).toBe(true);
        const theirs = getPixPayloadInfo(payload)!;
        const ours = readPixPayload(payload);
        if (!ours.ok) throw new Error(ours.error);
        expect(theirs.key).toBe(input.key);
        expect(theirs.txid).toBe(input.txid);
        expect(theirs.amount === undefined ? undefined : Math.round(theirs.amount * 100)).toBe(
          input.amountCents,
        );
        expect(ours.data).toMatchObject({
          key: input.key,
          merchantName: theirs.merchantName,
          merchantCity: theirs.merchantCity,
          oneTime: input.oneTime === true,
        });
        expect(ours.data.amountCents).toBe(input.amountCents);
        expect(ours.data.txid).toBe(input.txid);
        expect(ours.data.merchantName.length).toBeLessThanOrEqual(25);
        expect(ours.data.merchantCity.length).toBeLessThanOrEqual(15);
      }),
      { numRuns: 500 },
    );
  });
  test('every dynamic code is valid for them', () => {
    const id = fc.string({
      unit: fc.constantFrom(...'0123456789abcdef'),
      minLength: 25,
      maxLength: 35,
    });
    fc.assert(
      fc.property(
        id,
        text(25),
        fc.integer({ min: 1, max: 100_000_000 }),
        (path, name, amountCents) => {
          const payload = pixPayload({
            url: `pix.example.com/qr/v2/${path}`,
            merchantName: name,
            merchantCity: 'Sao Paulo',
            amountCents,
          });
          expect(theirValidator(payload)).toBe(true);
          expect(getPixPayloadInfo(payload)).toMatchObject({
            url: `pix.example.com/qr/v2/${path}`,
            pointOfInitiation: 'dynamic',
          });
        },
      ),
      { numRuns: 300 },
    );
  });
  test('a changed character is caught by both', () => {
    fc.assert(
      fc.property(charge, fc.nat(), fc.constantFrom(...'0123456789ABCXYZ'), (input, at, c) => {
        const payload = pixPayload(input);
        const i = at % payload.length;
        fc.pre(payload[i] !== c);
        const wrong = payload.slice(0, i) + c + payload.slice(i + 1);
        expect(isValidPixPayload(wrong)).toBe(false);
        expect(theirValidator(wrong)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
