import { ageConsentCookie, hasAgeConsent } from './age-consent';
import { leftThroughTop, popupSeenKey, showsPopups } from './popups';
import { aboutPageUrl } from './store-pages';

describe('pop-ups', () => {
  test('the seen flag is modal-entry-{id} / modal-exit-{id}', () => {
    expect(popupSeenKey('modal-entry', 3)).toBe('modal-entry-3');
    expect(popupSeenKey('modal-exit', 12)).toBe('modal-exit-12');
  });

  it.each(['/', '/notebooks', '/sobre-a-loja-demo', '/onestepcheckoutx', '/customer/account'])(
    'show on %s',
    (path) => expect(showsPopups(path)).toBe(true),
  );
  it.each([
    '/onestepcheckout',
    '/onestepcheckout/',
    '/onestepcheckout/carrinho',
    '/onestepcheckout/success/100001',
  ])('never on %s', (path) => expect(showsPopups(path)).toBe(false));

  test('only leaving through the top edge of the window counts as leaving the page', () => {
    expect(leftThroughTop({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: -3, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 9, relatedTarget: null })).toBe(true);
    expect(leftThroughTop({ clientY: 10, relatedTarget: null })).toBe(false);
    expect(leftThroughTop({ clientY: 400, relatedTarget: null })).toBe(false);
    expect(leftThroughTop({ clientY: 0, relatedTarget: {} })).toBe(false);
  });
});

describe('age consent', () => {
  test('the cookie is remembered for a year on the whole store', () => {
    expect(ageConsentCookie()).toBe('ageConsent=1; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  test('the consent is read from document.cookie, whatever else it holds', () => {
    expect(hasAgeConsent('ageConsent=1')).toBe(true);
    expect(hasAgeConsent('locale=pt; ageConsent=1; orderId=9')).toBe(true);
    expect(hasAgeConsent('')).toBe(false);
    expect(hasAgeConsent('locale=pt; xageConsent=1')).toBe(false);
    expect(hasAgeConsent('ageConsent=; locale=pt')).toBe(false);
  });
});

test('the about page of a store is /sobre-a-{store name}', () => {
  expect(aboutPageUrl('Loja Demo')).toBe('sobre-a-loja-demo');
  expect(aboutPageUrl('Loja Manutenção')).toBe('sobre-a-loja-manutencao');
});
