import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  test('keeps formatting and lists', () => {
    expect(sanitizeRichText('<p>Olá <strong>mundo</strong></p><ul><li>1</li></ul>')).toBe(
      '<p>Olá <strong>mundo</strong></p><ul><li>1</li></ul>',
    );
  });
  test('drops scripts, event handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><img src="x.png" onerror="y()"><a href="javascript:z()">b</a>',
    );
    expect(html).toBe('<p>a</p><img src="x.png" /><a>b</a>');
  });
  test('new-tab links get rel noopener', () => {
    expect(sanitizeRichText('<a href="https://x.com" target="_blank">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
