import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SnackbarProvider } from '@/components/ui/snackbar';
import { useApiMutation } from '@/components/ui/use-api-mutation';
import { shareCart } from '@/lib/api-client/cart';
import { shareCartEmailForm } from '@/lib/contracts/cart';
import { maskPhone } from '@/lib/domain/masks';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient, testQueryClient } from '@/test/query-client';
import { useContractForm } from './use-contract-form';

/**
 * useContractForm's behaviours on a form of the store's own contract (the share-cart e-mail,
 * SPEC.md section 5: every field required, both e-mails valid), sent through the client layer
 * against the store's answers (test/fake-api.ts). The forms built on it have their own tests.
 */
function ShareForm() {
  const form = useContractForm(shareCartEmailForm, {
    name: '',
    email: '',
    emailTo: '',
    message: '',
  });
  const share = useApiMutation({ mutationFn: shareCart, reportTo: form.reportTo });
  return (
    <form
      noValidate
      onSubmit={form.submit(async (body) => {
        await share.mutateAsync({ type: 'email', order: 'cart-1', ...body });
      })}
    >
      <FormField {...form.field('name')} label="Seu nome" />
      <FormField {...form.field('email')} label="Seu e-mail" type="email" />
      <FormField {...form.field('emailTo')} label="Para" />
      {/* A mask on the message (the phone's), to see what is typed go through it. */}
      <FormField {...form.field('message', { mask: maskPhone })} label="Telefone" />
      <button type="submit">Enviar</button>
    </form>
  );
}

const wrap = (children: ReactNode) => (
  <WithQueryClient client={testQueryClient()}>
    <SnackbarProvider>{children}</SnackbarProvider>
  </WithQueryClient>
);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const linkAnswer = { success: true, content: { id: 'q1', url: 'http://x/q1' }, message: 'ok' };

let calls: ApiCall[] = [];
beforeEach(() => {
  calls = answerApi(linkAnswer, 201);
});

test('nothing is said while typing before a submit; the submit tells each field in Portuguese', async () => {
  const user = userEvent.setup();
  render(wrap(<ShareForm />));
  await user.type(input('Seu e-mail'), 'ana@');
  expect(errorOf('Seu e-mail')).toBeUndefined();
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3);
  expect(errorOf('Seu nome')).toBe('Campo obrigatório');
  expect(errorOf('Seu e-mail')).toBe('Email inválido');
  expect(errorOf('Para')).toBe('Campo obrigatório');
  expect(errorOf('Telefone')).toBe('Campo obrigatório');
  expect(input('Seu e-mail').getAttribute('aria-invalid')).toBe('true');
  // What was typed stays, and nothing went to the store.
  expect(input('Seu e-mail').value).toBe('ana@');
  expect(calls).toEqual([]);
});

test('the first invalid field takes the focus on submit', async () => {
  const user = userEvent.setup();
  render(wrap(<ShareForm />));
  await user.type(input('Seu nome'), 'Ana');
  await user.type(input('Para'), 'bia@exemplo.com.br');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
  expect(document.activeElement).toBe(input('Seu e-mail'));
});

test('after a submit each field is checked again as it changes: its error goes once it is fixed', async () => {
  const user = userEvent.setup();
  render(wrap(<ShareForm />));
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await screen.findAllByText('Campo obrigatório');
  await user.type(input('Seu e-mail'), 'ana@');
  expect(errorOf('Seu e-mail')).toBe('Email inválido');
  await user.type(input('Seu e-mail'), 'exemplo.com.br');
  expect(errorOf('Seu e-mail')).toBeUndefined();
  expect(input('Seu e-mail').getAttribute('aria-invalid')).toBeNull();
  // The other fields still say what they lack.
  expect(errorOf('Seu nome')).toBe('Campo obrigatório');
});

test("the server's 422 lands on its field, the message in a snackbar; fixing the field clears it", async () => {
  calls = answerApi(
    {
      success: false,
      message: 'Dados inválidos',
      errors: { emailTo: ['Este destinatário não recebe carrinhos'] },
    },
    422,
  );
  const user = userEvent.setup();
  render(wrap(<ShareForm />));
  await user.type(input('Seu nome'), 'Ana');
  await user.type(input('Seu e-mail'), 'ana@exemplo.com.br');
  await user.type(input('Para'), 'bia@exemplo.com.br');
  await user.type(input('Telefone'), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByText('Este destinatário não recebe carrinhos')).toBeTruthy();
  expect(errorOf('Para')).toBe('Este destinatário não recebe carrinhos');
  expect(document.activeElement).toBe(input('Para'));
  // Told once, in a snackbar of its own.
  expect(
    within(screen.getByTestId('snackbars'))
      .getAllByRole('alert')
      .filter((a) => a.textContent?.includes('Dados inválidos')),
  ).toHaveLength(1);
  expect(JSON.parse(calls[0]!.init!.body as string)).toMatchObject({
    type: 'email',
    order: 'cart-1',
    name: 'Ana',
    emailTo: 'bia@exemplo.com.br',
    message: '(11)98765-4321',
  });
  // Everything typed is still there; the corrected field loses the server's message.
  expect(input('Seu nome').value).toBe('Ana');
  await user.clear(input('Para'));
  await user.type(input('Para'), 'caio@exemplo.com.br');
  expect(errorOf('Para')).toBeUndefined();
});

test('a success takes the form’s earlier refusal off the screen', async () => {
  calls = answerApi({ success: false, message: 'Dados inválidos', errors: {} }, 422);
  const user = userEvent.setup();
  render(wrap(<ShareForm />));
  await user.type(input('Seu nome'), 'Ana');
  await user.type(input('Seu e-mail'), 'ana@exemplo.com.br');
  await user.type(input('Para'), 'bia@exemplo.com.br');
  await user.type(input('Telefone'), '11987654321');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await within(screen.getByTestId('snackbars')).findByText('Dados inválidos')).toBeTruthy();
  calls = answerApi(linkAnswer, 201);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(calls).toHaveLength(1);
  expect(within(screen.getByTestId('snackbars')).queryByText('Dados inválidos')).toBeNull();
});

test('what the shopper typed into the server-rendered form before hydration is kept and sent', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(wrap(<ShareForm />));
  // Typed into the server's markup: no React yet.
  const user = userEvent.setup();
  await user.type(input('Seu nome'), 'Ana');
  await user.type(input('Seu e-mail'), 'ana@exemplo.com.br');
  await user.type(input('Para'), 'bia@exemplo.com.br');
  await user.type(input('Telefone'), '11987654321');
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, wrap(<ShareForm />));
  });
  expect(input('Seu nome').value).toBe('Ana');
  expect(input('Seu e-mail').value).toBe('ana@exemplo.com.br');
  // Adopted through the field's mask, as if typed after hydration.
  expect(input('Telefone').value).toBe('(11)98765-4321');
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(calls.map((c) => c.url)).toEqual(['/api/sale/quote']);
  expect(JSON.parse(calls[0]!.init!.body as string)).toMatchObject({
    name: 'Ana',
    email: 'ana@exemplo.com.br',
    emailTo: 'bia@exemplo.com.br',
    message: '(11)98765-4321',
  });
  // Unmounted, so that nothing of it (the snackbars' observer) outlives the test's document.
  act(() => root!.unmount());
  container.remove();
});
