// Contact-form labels, placeholders and options come from the store's JSON: every XSS vector of
// test/xss-vectors.ts must render as inert text (issue 7). The store's own texts come from
// messages/pt.json (test/next-intl.tsx).
jest.mock('@/lib/api-client/contact', () => ({
  contactFormQuery: jest.fn(),
  sendContactMessage: jest.fn(),
}));

import { renderToStaticMarkup } from 'react-dom/server';
import type { ContactForm } from '@/lib/contracts/contact';
import { contactFormFixtures } from '@/lib/server/db/seed/content';
import { WithQueryClient } from '@/test/query-client';
import { runnableMarkup, xssVectors } from '@/test/xss-vectors';
import { ContactFormView } from './contact-form';
import { ContactFormFields } from './contact-form-fields';

const contatoFields = contactFormFixtures.find((f) => f.key === 'contato')!.fields;

const hostileForm = (vector: string): ContactForm => ({
  id: 1,
  key: 'contato',
  name: vector,
  fields: [
    { id: vector, type: 'text', placeholder: vector, required: true, size: 6 },
    { id: 'email', type: 'email', placeholder: vector, required: false, size: 6 },
    { id: 'date', type: 'date', placeholder: vector, required: false, size: 4 },
    {
      id: 'subject',
      type: 'select',
      placeholder: vector,
      required: true,
      size: 8,
      options: [
        { id: vector, name: vector },
        { id: 'ok', name: `${vector} ok` },
      ],
    },
    { id: 'message', type: 'textarea', placeholder: vector, required: true, size: 12 },
  ],
});

describe('ContactFormView', () => {
  test('renders the fields on the 12-column grid, labelled by their placeholders', () => {
    const html = renderToStaticMarkup(
      <WithQueryClient>
        <ContactFormView form={{ id: 1, key: 'contato', name: 'Contato', fields: contatoFields }} />
      </WithQueryClient>,
    );
    expect(html).toMatch(/<form [^>]*aria-label="Contato"/);
    expect(html).toMatch(
      /<div class="col-span-12 md:col-span-6"><label for="([^"]+-0)"[^>]*>Nome<span aria-hidden="true"[^>]*> \*<\/span><\/label><input id="\1" required=""[^>]* type="text" name="name" value=""\/>/,
    );
    expect(html).toMatch(
      /md:col-span-12"><label [^>]*>Mensagem<span aria-hidden="true"[^>]*> \*<\/span><\/label><textarea [^>]*name="message"/,
    );
    expect(html).toMatch(/md:col-span-6"><label [^>]*>Telefone<\/label><input /);
    expect(html).toContain(
      '<option value="" selected="">Selecione</option><option value="duvida">Dúvida</option><option value="pedido">Pedido</option>',
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Enviar<\/button>/);
  });

  test.each(xssVectors.map((v, i) => [i, v]))(
    'vector %i in the form name, ids, labels and options renders inert',
    (_, vector) => {
      let html = '';
      expect(() => {
        html = renderToStaticMarkup(
          <WithQueryClient>
            <ContactFormView form={hostileForm(vector)} />
          </WithQueryClient>,
        );
      }).not.toThrow();
      expect(runnableMarkup(html)).toEqual([]);
      // Five fields, each with its label and control, whatever the text.
      expect(html.match(/<label /g)).toHaveLength(5);
      // The message under a failing field carries the placeholder too.
      const failing = renderToStaticMarkup(
        <ContactFormFields
          form={hostileForm(vector)}
          control={() => ({ defaultValue: vector })}
          idPrefix="f"
          error={{ field: vector, message: `Campo ${vector} obrigatório.` }}
          chooseLabel="Selecione"
        />,
      );
      expect(runnableMarkup(failing)).toEqual([]);
      expect(failing).toContain('role="alert"');
    },
  );
});
