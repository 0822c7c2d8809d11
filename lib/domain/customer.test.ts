import {
  firstName,
  isCustomerDataComplete,
  OLD_SHOP_NOTICE_UNTIL,
  oldShopNoticeApplies,
} from './customer';

describe('customer rules', () => {
  const complete = { document: '52998224725', birthDate: '1988-04-12', phone: '11987654321' };
  it('data is complete only with document, birth date and phone', () => {
    expect(isCustomerDataComplete(complete)).toBe(true);
    for (const missing of ['document', 'birthDate', 'phone'] as const)
      expect(isCustomerDataComplete({ ...complete, [missing]: null })).toBe(false);
    expect(isCustomerDataComplete({ ...complete, phone: '' })).toBe(false);
  });

  it('greets by the first name', () => {
    expect(firstName('Maria Cliente da Silva')).toBe('Maria');
    expect(firstName('  Ivo  ')).toBe('Ivo');
  });

  it('shows the old-shop notice only before 2022-07-01 in São Paulo', () => {
    expect(oldShopNoticeApplies(Date.parse('2022-06-30T23:59:59-03:00'))).toBe(true);
    expect(oldShopNoticeApplies(OLD_SHOP_NOTICE_UNTIL)).toBe(false);
    expect(oldShopNoticeApplies(Date.parse('2026-11-23T12:00:00-03:00'))).toBe(false);
  });
});
