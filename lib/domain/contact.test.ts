import { telUrl, whatsappUrl } from './contact';

describe('contact links', () => {
  it('give WhatsApp and the dialler the digits only', () => {
    expect(whatsappUrl('+55 (11) 99999-9999')).toBe('https://wa.me/5511999999999');
    expect(telUrl('(11) 4000-1000')).toBe('tel:1140001000');
    expect(telUrl('0800 000 0000')).toBe('tel:08000000000');
  });
});
