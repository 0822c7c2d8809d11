import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import type { AdminContactForm } from '@/lib/contracts/back-office-forms';
import { WithQueryClient } from '@/test/query-client';
import { ContactFormEditor } from './contact-form-editor';

/**
 * The contact form builder's answer to the API: a select's options keep their ids while their
 * names stay (the messages received name them by id), a renamed or new option is sent without
 * one (the API makes it from the name), and a removed field is gone from what is saved.
 */
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => router,
}));
jest.mock('@/lib/api-client/back-office', () => ({
  saveAdminContactForm: jest.fn(),
  deleteAdminContactForm: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mock above, typed
const api = require('@/lib/api-client/back-office') as Record<string, jest.Mock>;

const saved: AdminContactForm = {
  id: 4,
  name: 'Contato',
  key: 'contato',
  recipientEmail: 'atendimento@demo.exemplo.com.br',
  messages: 2,
  fields: [
    { id: 'name', type: 'text', placeholder: 'Nome', required: true, size: 6 },
    { id: 'phone', type: 'text', placeholder: 'Telefone', required: false, size: 6 },
    {
      id: 'subject',
      type: 'select',
      placeholder: 'Assunto',
      required: true,
      size: 12,
      options: [
        // Ids that are not their names' (an older form's): kept as they are.
        { id: 'q1', name: 'Dúvida' },
        { id: 'q2', name: 'Pedido' },
      ],
    },
  ],
};

test('options keep their ids while their names stay; a removed field is not saved', async () => {
  api.saveAdminContactForm!.mockResolvedValue(saved);
  const user = userEvent.setup();
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <ContactFormEditor form={saved} chooseLabel="Selecione" />
      </SnackbarProvider>
    </WithQueryClient>,
  );
  // A form that received messages offers no deletion.
  expect(screen.queryByRole('button', { name: /^Excluir/ })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Remover Telefone' }));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adicionar campo' }));
  const subject = screen.getByRole('group', { name: 'Campo 2: Assunto' });
  const options = within(subject).getByLabelText('Opções');
  await user.clear(options);
  await user.type(options, 'Pedido{Enter}Troca ou devolução{Enter}Dúvida');
  await user.selectOptions(within(subject).getByLabelText('Largura'), 'Metade');
  // The preview follows what is typed, before any save.
  const preview = screen.getByRole('region', { name: 'Prévia' });
  expect(
    within(preview)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Selecione', 'Pedido', 'Troca ou devolução', 'Dúvida']);

  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(api.saveAdminContactForm).toHaveBeenCalled());
  const [body, id] = api.saveAdminContactForm!.mock.calls[0]!;
  expect(id).toBe(4);
  expect(body.fields).toEqual([
    { id: 'name', type: 'text', placeholder: 'Nome', required: true, size: 6 },
    {
      id: 'subject',
      type: 'select',
      placeholder: 'Assunto',
      required: true,
      size: 6,
      options: [
        { id: 'q2', name: 'Pedido' },
        { id: 'troca-ou-devolucao', name: 'Troca ou devolução' },
        { id: 'q1', name: 'Dúvida' },
      ],
    },
  ]);
  expect(router.refresh).toHaveBeenCalled();
});
