/** What the sanitizer lets through from WordPress posts (lib/blog), and their text. */
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { htmlToText, sanitizeContentHtml } from './sanitize';

test("WordPress's block wrappers and inline semantics stay, without classes or styles", () => {
  expect(
    sanitizeContentHtml(
      '<div class="wp-block-group" style="padding:9px"><dl><dt>RAM</dt><dd>16&nbsp;GB</dd></dl></div>' +
        '<table><caption>Preços</caption><tbody><tr><td>1</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>' +
        '<p><mark>novo</mark> <abbr title="Solid State Drive">SSD</abbr> <q>rápido</q> <cite>Equipe</cite> ' +
        '<del>R$ 10</del> <ins>R$ 8</ins> <kbd>Ctrl</kbd> <time datetime="2026-11-10">10/11</time></p>' +
        '<ol start="3" reversed><li>três</li></ol>',
    ),
  ).toBe(
    '<div><dl><dt>RAM</dt><dd>16\u00a0GB</dd></dl></div>' +
      '<table><caption>Preços</caption><tbody><tr><td>1</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>' +
      '<p><mark>novo</mark> <abbr title="Solid State Drive">SSD</abbr> <q>rápido</q> <cite>Equipe</cite> ' +
      '<del>R$ 10</del> <ins>R$ 8</ins> <kbd>Ctrl</kbd> <time datetime="2026-11-10">10/11</time></p>' +
      '<ol start="3" reversed><li>três</li></ol>',
  );
});

test("an image's srcset keeps only http(s) candidates; embeds and scripts still go", () => {
  expect(
    sanitizeContentHtml(
      '<img src="https://b.example/a.jpg" srcset="https://b.example/a-300.jpg 300w, javascript:alert(1) 600w" sizes="100vw" class="wp-image-1" decoding="async">' +
        '<iframe src="https://www.youtube.com/embed/x"></iframe><script>alert(1)</script><div onclick="x()">ok</div>',
    ),
  ).toBe(
    '<img src="https://b.example/a.jpg" srcset="https://b.example/a-300.jpg 300w" sizes="100vw" loading="lazy" /><div>ok</div>',
  );
  expect(sanitizeContentHtml('<img src="x.jpg" srcset="javascript:alert(1) 1x">')).toBe(
    '<img src="x.jpg" loading="lazy" />',
  );
});

test('every XSS vector in post content comes out inert', () => {
  for (const vector of xssVectors)
    expect({ vector, found: runnableMarkup(sanitizeContentHtml(vector)) }).toEqual({
      vector,
      found: [],
    });
});

test('htmlToText: the text of a title or excerpt, entities decoded, words kept apart', () => {
  expect(htmlToText('Notebook ou desktop &#8211; qual escolher?')).toBe(
    'Notebook ou desktop – qual escolher?',
  );
  expect(htmlToText('<p>Primeiro.</p><p>Segundo&nbsp;parágrafo <a href="#">Leia</a></p>\n')).toBe(
    'Primeiro. Segundo parágrafo Leia',
  );
  expect(htmlToText('a<br>b<li>c</li>')).toBe('a b c');
  // What scripts and styles hold is not text; an escaped tag is text, and stays text.
  expect(htmlToText('<script>alert(1)</script><style>p{}</style>Oi')).toBe('Oi');
  expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt; &quot;x&quot;')).toBe(
    '<script>alert(1)</script> &lt; "x"',
  );
  expect(htmlToText('  muitos \n\t espaços  ')).toBe('muitos espaços');
});
