import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient } from '@/test/query-client';
import { CallbackForm } from './callback-form';

/**
 * Typed before hydration (issue 26: nothing a shopper types is lost): the server's HTML of the
 * form gets the shopper's keys before React takes it over. The fields keep what was typed, the
 * form's mask applies to it, and the request carries it.
 */
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = answerApi(
    { success: true, content: null, message: 'Solicitação realizada com sucesso !' },
    201,
  );
});

const form = () => (
  <WithQueryClient>
    <CallbackForm onDone={() => undefined} />
  </WithQueryClient>
);

test('what was typed into the server-rendered fields is kept, masked and sent', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form());
  document.body.append(container);
  const areaCode = screen.getByLabelText('DDD') as HTMLInputElement;
  const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
  // Typed into the plain HTML: no handler sees these keys.
  areaCode.value = '11';
  phone.value = '98765-4321';

  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, form());
  });
  expect(areaCode.value).toBe('11');
  // The form's digits-only rule applied to what was typed before it could run.
  expect(phone.value).toBe('987654321');

  await userEvent.click(screen.getByRole('button', { name: 'Solicitar ligação' }));
  expect((await screen.findByRole('status')).textContent).toBe(
    'Solicitação realizada com sucesso !',
  );
  expect(Object.fromEntries(calls[0]!.init!.body as FormData)).toMatchObject({
    areaCode: '11',
    phone: '987654321',
  });
  // Unmounted, so that nothing of it (the snackbars' observer) outlives the test's document.
  act(() => root!.unmount());
  container.remove();
});
