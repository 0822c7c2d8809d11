import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { answerApi } from '@/test/fake-api';
import { WithQueryClient, testQueryClient } from '@/test/query-client';
import { BuyerForm } from './buyer-form';

/**
 * Compradores' form of a new buyer (issue 8): the create contract is strict, so a field the form
 * registers but does not show (Ativo, an edit's only) must not be sent, or the submit would be
 * refused with nothing on screen.
 */
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test("a new buyer's form, once its CPF is fixed, is sent and the server's e-mail error lands on its field", async () => {
  const calls = answerApi(
    {
      success: false,
      message: 'Dados inválidos',
      errors: { email: ['Este e-mail já está cadastrado'] },
    },
    422,
  );
  const user = userEvent.setup();
  render(
    <WithQueryClient client={testQueryClient()}>
      <SnackbarProvider>
        <BuyerForm customer="acme" buyer={null} onSaved={() => {}} onCancel={() => {}} />
      </SnackbarProvider>
    </WithQueryClient>,
  );
  await user.type(input('Nome completo'), 'Bruna Compradora');
  await user.type(input('E-mail'), 'compras@acme.com.br');
  await user.type(input('Telefone'), '11987651234');
  await user.type(input('CPF'), '12345678900');
  await user.type(input('Senha'), 'Compra123');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('CPF inválido')).toBeTruthy();
  expect(calls).toEqual([]);

  await user.clear(input('CPF'));
  await user.type(input('CPF'), '50037519662');
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Este e-mail já está cadastrado')).toBeTruthy();
  expect(input('E-mail').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText('CPF inválido')).toBeNull();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('/api/portal/acme/buyers');
  expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({
    name: 'Bruna Compradora',
    email: 'compras@acme.com.br',
    phone: '11987651234',
    document: '500.375.196-62',
    password: 'Compra123',
  });
  expect(input('Nome completo').value).toBe('Bruna Compradora');
});
