import {
  nationalPhoneDigits,
  applyMask,
  CNPJ_MASK,
  CPF_MASK,
  maskCnpj,
  maskDocument,
  maskPhone,
  maskZipcode,
  PHONE_MASK,
} from './masks';

describe('input masks', () => {
  test('CEP 99999-999 as the shopper types', () => {
    expect(maskZipcode('0')).toBe('0');
    expect(maskZipcode('01310')).toBe('01310');
    expect(maskZipcode('013101')).toBe('01310-1');
    expect(maskZipcode('01310100')).toBe('01310-100');
    expect(maskZipcode('01310-1009999')).toBe('01310-100');
    expect(maskZipcode('ab01.310 100')).toBe('01310-100');
    expect(maskZipcode('')).toBe('');
  });

  test('CPF, CNPJ and phone', () => {
    expect(applyMask('52998224725', CPF_MASK)).toBe('529.982.247-25');
    expect(applyMask('11222333000181', CNPJ_MASK)).toBe('11.222.333/0001-81');
    expect(applyMask('11987654321', PHONE_MASK)).toBe('(11)98765-4321');
  });
});

describe('maskDocument', () => {
  it.each([
    ['529982', '529.982'],
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12.ABC.345/01DE-3X', '12.ABC.345/01DE-3'],
    ['529.982.247-25999999', '52.998.224/7259-99'],
  ])('%s → %s', (typed, shown) => expect(maskDocument(typed)).toBe(shown));
});

describe('maskCnpj and maskPhone', () => {
  it('a company types a numeric CNPJ: the CNPJ mask from the first digit', () =>
    expect(maskCnpj('112223')).toBe('11.222.3'));
  it('a phone takes (99)99999-9999', () => expect(maskPhone('11912345678')).toBe('(11)91234-5678'));
});

describe('nationalPhoneDigits', () => {
  it.each([
    ['(11) 98888-7777', '11988887777'],
    ['+55 (11) 98888-7777', '11988887777'],
    ['011 98888-7777', '11988887777'],
    ['0xx21 3333-4444', '2133334444'],
    // A number of 10 or 11 digits that starts with 55 is Rio Grande do Sul's, not the country's.
    ['(55) 99999-8888', '55999998888'],
    ['1234', '1234'],
  ])('%s is %s', (typed, digits) => expect(nationalPhoneDigits(typed)).toBe(digits));
});
