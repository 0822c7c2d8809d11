import { businessDaysText, deliveryTermText } from './business-days';

describe('business days in the shopper language', () => {
  test("pt is SPEC.md's '05 a 10 dias úteis', plus production time", () => {
    expect(deliveryTermText('pt', null)).toBe('05 a 10 dias úteis');
    expect(deliveryTermText('pt', 5)).toBe('10 a 15 dias úteis');
    expect(businessDaysText('pt', 2, 2)).toBe('02 dias úteis');
  });

  test('en has the same counts in English words', () => {
    expect(deliveryTermText('en', null)).toBe('05 to 10 business days');
    expect(deliveryTermText('en', 5)).toBe('10 to 15 business days');
    expect(businessDaysText('en', 2, 4)).toBe('02 to 04 business days');
    expect(businessDaysText('en', 2, 2)).toBe('02 business days');
  });
});
