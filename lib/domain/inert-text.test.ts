import { inertLine, inertText, quoted } from './inert-text';

describe('a visitor text no mail program turns into a link', () => {
  test('schemes, domains, www and e-mail addresses lose what makes them links', () => {
    expect(
      inertText('https://a.example/x?y=1 www.b.com.br c.io mailto:x@d.org javascript:alert(1)'),
    ).toBe(
      'https[:]//a[.]example/x?y=1 www[.]b[.]com[.]br c[.]io mailto[:]x@d[.]org javascript[:]alert(1)',
    );
  });

  test('prices, sentences and line breaks are left as they are; control characters go', () => {
    expect(inertText('R$ 1.500,00. Fim.\nOutra linha\u0007\u202e')).toBe(
      'R$ 1.500,00. Fim.\nOutra linha',
    );
  });

  test('a name is one line; a message is quoted line by line', () => {
    expect(inertLine(' Ana\n\tvisite loja.example ')).toBe('Ana visite loja[.]example');
    expect(quoted('Oi!\r\n\r\nveja x.com')).toBe('> Oi!\n>\n> veja x[.]com');
  });
});
