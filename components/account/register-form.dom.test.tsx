import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { requestRegistration } from '@/lib/api-client/customer';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient } from '@/test/query-client';
import { RegisterForm } from './register-form';

/**
 * Registration through the one client layer: the form's mutation, the client and the error
 * policy, against the store's answers (test/fake-api.ts). A taken e-mail must land on its field
 * (an earlier attempt at the client layer lost it); the journey is e2e/account.spec.ts's.
 */
const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(),
}));
// The session's register is the client's call (the provider around it adds the cart and keeps
// the session, which this test does not need).
jest.mock('./session', () => ({
  useSession: () => ({ register: requestRegistration }),
}));

beforeEach(() => router.push.mockReset());

async function fillAndSend() {
  const user = userEvent.setup();
  render(
    <WithQueryClient>
      <SnackbarProvider>
        <RegisterForm />
      </SnackbarProvider>
    </WithQueryClient>,
  );
  await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
  await user.type(screen.getByLabelText('CPF'), '52998224725');
  fireEvent.change(screen.getByLabelText('Data de nascimento'), {
    target: { value: '1990-05-20' },
  });
  await user.type(screen.getByLabelText('E-mail'), 'cliente@exemplo.com.br');
  await user.type(screen.getByLabelText('Telefone'), '11987654321');
  await user.type(screen.getByLabelText('Senha'), 'senha123');
  await user.click(screen.getByRole('button', { name: 'Criar conta' }));
}

const alerts = (text: string) =>
  within(screen.getByTestId('snackbars'))
    .queryAllByRole('alert')
    .filter((a) => a.textContent?.includes(text));

test("a taken e-mail comes back on the e-mail field, the server's message once in a snackbar", async () => {
  const calls: ApiCall[] = answerApi(
    {
      success: false,
      message: 'Dados inválidos',
      errors: { email: ['Este e-mail já está cadastrado'] },
    },
    422,
  );
  await fillAndSend();
  const email = screen.getByLabelText('E-mail');
  expect(await screen.findByText('Este e-mail já está cadastrado')).toBeTruthy();
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(alerts('Dados inválidos')).toHaveLength(1);
  // One call, to the registry's path, and nowhere to go: what was typed stays.
  expect(calls.map((c) => [c.url, c.init?.method])).toEqual([['/api/customer/register', 'POST']]);
  expect(JSON.parse(calls[0]!.init!.body as string)).toMatchObject({
    email: 'cliente@exemplo.com.br',
    document: '529.982.247-25',
  });
  expect((email as HTMLInputElement).value).toBe('cliente@exemplo.com.br');
  expect(router.push).not.toHaveBeenCalled();
});

test('no answer at all is told in Portuguese, and the form keeps what was typed', async () => {
  window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
  await fillAndSend();
  expect(
    await screen.findByText('Sem conexão com a loja. Verifique sua internet e tente novamente.'),
  ).toBeTruthy();
  expect(screen.queryByText('Failed to fetch')).toBeNull();
  expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Ana Souza');
});

test('a registration accepted goes to the success page', async () => {
  answerApi(
    {
      success: true,
      content: {
        customer: {
          id: 7,
          name: 'Ana Souza',
          email: 'cliente@exemplo.com.br',
          document: '52998224725',
          birthDate: '1990-05-20',
          phone: '11987654321',
          isCustomerDataComplete: true,
          affiliateGroup: null,
          group: null,
        },
        role: 'CUSTOMER',
        token: 'token-of-ana-0123456789',
        customer_cart: null,
      },
    },
    201,
  );
  await fillAndSend();
  await waitFor(() => expect(router.push).toHaveBeenCalledWith('/customer/register/success'));
  expect(screen.getByTestId('snackbars').textContent).toBe('');
});
