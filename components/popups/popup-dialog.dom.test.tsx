// Pop-ups are content the store's team types in: every hostile string, in every field, goes
// through the API's cleaning (lib/content/popups.ts) and then the dialog, and nothing in the
// markup can run. The dialog is drawn in the browser only (Headless UI's portal): rendered here
// in a DOM, its markup is the document's body.
import { render } from '@testing-library/react';
import { cleanPopup } from '@/lib/content/popups';
import type { ContentItem } from '@/lib/contracts/popups';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { PopupDialog } from './popup-dialog';

// The dialog's code, loaded at once here instead of on first opening (next/dynamic).
jest.mock('@/components/ui/modal-shell', () => {
  const { default: Dialog } = jest.requireActual('@/components/ui/modal-shell-dialog');
  return {
    ModalShell: (props: { open: boolean }) => (props.open ? <Dialog {...props} /> : null),
  };
});

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const labels = { close: 'Fechar', more: 'Saiba mais' };
const markup = (json: ContentItem['json']) => {
  const { unmount } = render(
    <PopupDialog item={{ id: 7, type: 'modal-entry', json }} labels={labels} onClose={() => {}} />,
  );
  const html = document.body.innerHTML;
  unmount();
  return html;
};

test('a pop-up shows its image, title, HTML and link, at most 700 px wide', () => {
  const html = markup(
    cleanPopup(7, {
      title: 'Bem-vindo!',
      html: '<p>Use o cupom <strong>DESCONTO10</strong></p>',
      image: '/media/banner-3.svg',
      link: '/notebooks',
    })!,
  );
  expect(html).toContain('max-w-[700px]');
  expect(html).toContain('<h2 id="popup-7-title"');
  expect(html).toContain('Bem-vindo!</h2>');
  expect(html).toContain('<p>Use o cupom <strong>DESCONTO10</strong></p>');
  expect(html).toContain('src="/media/banner-3.svg"');
  expect(html).toMatch(/<a [^>]*href="\/notebooks"[^>]*>Saiba mais<\/a>/);
  expect(html).toContain('aria-label="Fechar"');
});

test.each(xssVectors.map((v, i) => [i, v] as const))(
  'vector %i in every field renders nothing that runs',
  (_, vector) => {
    const variants = [
      { title: vector, html: vector, image: vector, link: vector, btnText: vector },
      { title: vector, html: vector, btnText: vector, link: '/notebooks' },
      { title: 'Oferta', html: vector },
      { title: vector },
    ];
    for (const raw of variants) {
      const json = cleanPopup(7, raw);
      if (!json) continue; // unsafe link or image, or too long: the pop-up is left out
      let html = '';
      expect(() => (html = markup(json))).not.toThrow();
      expect(runnableMarkup(html)).toEqual([]);
    }
  },
);

test('a pop-up with an unsafe link or image, or nothing to show, is left out', () => {
  expect(cleanPopup(1, { title: 'x', link: 'javascript:alert(1)' })).toBeNull();
  expect(
    cleanPopup(1, { title: 'x', image: 'data:text/html,<script>alert(1)</script>' }),
  ).toBeNull();
  expect(cleanPopup(1, { link: '/notebooks' })).toBeNull();
  expect(cleanPopup(1, 'not an object')).toBeNull();
  expect(cleanPopup(1, { title: ' Oferta ', btnText: '' })).toEqual({ title: 'Oferta' });
});
