import { affiliateUrl, arrivingAffiliate, isAffiliate } from './affiliate';

describe('affiliate links', () => {
  it('are offered only to customers in an affiliate group', () => {
    expect(isAffiliate({ affiliateGroup: 'parceiros' })).toBe(true);
    expect(isAffiliate({ affiliateGroup: null })).toBe(false);
    expect(isAffiliate({ affiliateGroup: '  ' })).toBe(false);
    expect(isAffiliate(null)).toBe(false);
  });

  it('set affiliateId on the current page, keeping its other parameters', () => {
    expect(affiliateUrl('https://loja.exemplo.com.br/notebooks', 7)).toBe(
      'https://loja.exemplo.com.br/notebooks?affiliateId=7',
    );
    expect(affiliateUrl('https://loja.exemplo.com.br/search?q=ssd+1tb#avaliacoes', 7)).toBe(
      'https://loja.exemplo.com.br/search?q=ssd+1tb&affiliateId=7#avaliacoes',
    );
  });

  it("replace another affiliate's id", () => {
    expect(affiliateUrl('https://loja.exemplo.com.br/?affiliateId=3&utm_source=x', 7)).toBe(
      'https://loja.exemplo.com.br/?affiliateId=7&utm_source=x',
    );
  });
});

describe('arrivingAffiliate', () => {
  test('keeps the id of the first affiliate link only', () => {
    expect(arrivingAffiliate('?affiliateId=3&utm_source=x', null)).toBe('3');
    expect(arrivingAffiliate('?affiliateId=3', '7')).toBeNull();
  });
  test('ignores what is not a customer id', () => {
    expect(arrivingAffiliate('', null)).toBeNull();
    expect(arrivingAffiliate('?affiliateId=', null)).toBeNull();
    expect(arrivingAffiliate('?affiliateId=0', null)).toBeNull();
    expect(arrivingAffiliate('?affiliateId=3%3Cscript%3E', null)).toBeNull();
    expect(arrivingAffiliate('?affiliateId=12345678901', null)).toBeNull();
  });
});
