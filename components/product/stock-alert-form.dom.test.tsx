import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient } from '@/test/query-client';
import { StockAlertForm } from './stock-alert-form';

/**
 * 'Avise-me quando chegar' on its own: validated on submit only (SPEC.md section 5), what was
 * typed kept, then the alert sent. The journey from the product page is e2e/product.spec.ts's.
 */
let calls: ApiCall[] = [];
beforeEach(() => {
  // The store's answer to POST /api/catalog/productAlertStock (its route handler).
  calls = answerApi(
    {
      success: true,
      content: {},
      message: 'E-mail de alerta para estoque do produto cadastrado com sucesso!',
    },
    201,
  );
});

function setUp() {
  const onDone = jest.fn();
  const user = userEvent.setup();
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <StockAlertForm productId={42} productName="Mouse Sem Fio Demo M1" onDone={onDone} />
      </SnackbarProvider>
    </WithQueryClient>,
  );
  return {
    onDone,
    user,
    name: screen.getByRole('textbox', { name: 'Nome' }) as HTMLInputElement,
    email: screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Enviar' }),
  };
}

test('nothing is said while typing; on submit each field says what is wrong and keeps its text', async () => {
  const { user, email, submit } = setUp();
  await user.type(email, 'ana@');
  expect(screen.queryByText('Email inválido')).toBeNull();
  await user.click(submit);
  expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
  expect(screen.getByText('Email inválido')).toBeTruthy();
  expect(email.value).toBe('ana@');
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(calls).toEqual([]);
});

test('after a refused submit, fixing a field says nothing until the next submit', async () => {
  const { user, name, email, submit } = setUp();
  await user.click(submit);
  expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  await user.type(name, 'Ana Souza');
  await user.type(email, 'ana@');
  // Validated on submit only (SPEC.md section 5): the messages stay as the submit left them.
  expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
  expect(screen.queryByText('Email inválido')).toBeNull();
  await user.click(submit);
  expect(await screen.findByText('Email inválido')).toBeTruthy();
  expect(screen.queryByText('Campo obrigatório')).toBeNull();
  expect(calls).toEqual([]);
});

test('a valid form sends the alert with the newsletter choice, closes and says so', async () => {
  const { user, name, email, submit, onDone } = setUp();
  await user.type(name, 'Ana Souza');
  await user.type(email, 'ana.souza@exemplo.com.br');
  await user.click(screen.getByRole('checkbox', { name: /Quero receber ofertas/ }));
  await user.click(submit);
  expect(calls.map((call) => call.url)).toEqual(['/api/catalog/productAlertStock']);
  expect(JSON.parse(calls[0]!.init!.body as string)).toMatchObject({
    name: 'Ana Souza',
    email: 'ana.souza@exemplo.com.br',
    newsletter: true,
    product: 42,
  });
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(
    await screen.findByText('E-mail de alerta para estoque do produto cadastrado com sucesso!'),
  ).toBeTruthy();
});
