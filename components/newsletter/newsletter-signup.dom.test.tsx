import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NewsletterSignup, type NewsletterLabels } from './newsletter-signup';

// The footer's sign-up takes its form's code (react-hook-form) only once the shopper turns to it.
// A long page's form comes apart from the page: React outlines it and may hold back the script
// that moves it in, so the block can hydrate around React's template (`<!--$~-->`, a finished
// boundary whose reveal waits). That is the server's form on its way, not a block drawn in the
// browser: its code must still wait.
const formLoaded = jest.fn();
jest.mock('./newsletter-form', () => {
  formLoaded();
  return { NewsletterForm: () => null };
});
jest.mock('next/navigation', () => ({ usePathname: () => '/notebooks' }));

const labels: NewsletterLabels = {
  title: 'Receba nossas ofertas',
  intro: 'Cadastre-se e receba promoções.',
  name: 'Nome',
  email: 'E-mail',
  interest: 'Área de interesse',
  choose: 'Selecione',
  phone: 'Telefone/WhatsApp',
  submit: 'Cadastrar',
  sending: 'Enviando…',
  thanks: 'Obrigado por se cadastrar!',
  thanksText: 'Em breve você receberá nossas ofertas.',
  areas: [{ key: 'games', label: 'Games' }],
  validation: {},
};

test("a block hydrating around React's held-back form does not fetch the form's code", async () => {
  window.IntersectionObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  const element = <NewsletterSignup labels={labels} tone="plain" />;
  // The form's place as the server's stream leaves it while React holds its reveal back.
  const html = renderToString(element).replace(
    /<!--\$!-->.*?<!--\/\$-->/s,
    '<!--$~--><template id="B:0"></template><!--/$-->',
  );
  expect(html).toContain('<template id="B:0">');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: () => undefined });
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(formLoaded).not.toHaveBeenCalled();
  // The shopper turns to it: now the code comes.
  await act(async () => {
    container.querySelector('section')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(formLoaded).toHaveBeenCalledTimes(1);
});
