import { applyMask, CNPJ_MASK, CPF_MASK, maskZipcode, PHONE_MASK } from './masks';

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
