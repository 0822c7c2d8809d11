import { documentKind, isValidCnpj, isValidCpf, normalizeDocument } from './documents';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('%s is valid', (cpf) =>
    expect(isValidCpf(cpf)).toBe(true),
  );
  it.each([
    ['a wrong first check digit', '529.982.247-15'],
    ['a wrong second check digit', '529.982.247-24'],
    ['repeated digits', '111.111.111-11'],
    ['too few digits', '5299822472'],
    ['letters', '52998224A25'],
  ])('with %s is refused', (_, cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('CNPJ', () => {
  it.each([
    ['numeric', '11.222.333/0001-81'],
    ['alphanumeric (Receita Federal example)', '12.ABC.345/01DE-35'],
    ['alphanumeric, typed in lower case', '12.abc.345/01de-35'],
  ])('%s %s is valid', (_, cnpj) => expect(isValidCnpj(cnpj)).toBe(true));
  it.each([
    ['a wrong check digit', '11.222.333/0001-82'],
    ['an alphanumeric one with a wrong check digit', '12.ABC.345/01DE-36'],
    ['letters in the check digits', '12ABC34501DEA5'],
    ['repeated characters', '00.000.000/0000-00'],
    ['13 characters', '1122233300018'],
  ])('with %s is refused', (_, cnpj) => expect(isValidCnpj(cnpj)).toBe(false));
});

describe('documentKind', () => {
  it('tells a CPF from a CNPJ by its length and check digits', () => {
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('12.ABC.345/01DE-35')).toBe('cnpj');
    expect(documentKind('529.982.247-24')).toBeNull();
    expect(documentKind('123')).toBeNull();
  });
  it('stores documents without punctuation, letters in capitals', () =>
    expect(normalizeDocument(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35'));
});
