import { renderToStaticMarkup } from 'react-dom/server';
import pt from '@/messages/pt.json';
import GlobalError, { GLOBAL_ERROR_TEXTS } from './global-error';

test("the page of a failed layout says what messages/pt.json says, and the error's code", () => {
  expect(GLOBAL_ERROR_TEXTS).toEqual({
    title: pt.errors.unexpected,
    text: pt.errors.unexpectedText,
    retry: pt.errors.retry,
    code: pt.errors.code,
  });
  const error = Object.assign(new Error('boom'), { digest: '2807594423' });
  const html = renderToStaticMarkup(<GlobalError error={error} reset={() => undefined} />);
  expect(html).toContain('<html lang="pt-BR">');
  expect(html).toContain('<h1 class="text-2xl font-semibold">Algo deu errado</h1>');
  expect(html).toContain('Código do erro: <code>2807594423</code>');
});
