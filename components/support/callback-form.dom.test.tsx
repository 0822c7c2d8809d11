import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerApi, type ApiCall } from '@/test/fake-api';
import { WithQueryClient } from '@/test/query-client';
import { CallbackForm } from './callback-form';

/**
 * The call-me-back form on its own: each field's message on submit, digits only, the store's
 * answer, and the dialog closed 2 s after a success. The journey through the support page (the
 * dialog, axe, the e-mail the store sends) is e2e/contact.spec.ts's.
 */
let calls: ApiCall[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  // The store's answer to POST /api/click-to-call (app/api/click-to-call/route.ts).
  calls = answerApi(
    { success: true, content: null, message: 'Solicitação realizada com sucesso !' },
    201,
  );
});
afterEach(() => jest.useRealTimers());

function setUp() {
  const onDone = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <WithQueryClient>
      <CallbackForm onDone={onDone} />
    </WithQueryClient>,
  );
  return {
    onDone,
    user,
    areaCode: screen.getByLabelText('DDD') as HTMLInputElement,
    phone: screen.getByLabelText('Telefone') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Solicitar ligação' }),
  };
}

test('an empty form says which fields are missing and sends nothing', async () => {
  const { user, submit } = setUp();
  await user.click(submit);
  expect(await screen.findByText('Informe o DDD')).toBeTruthy();
  expect(screen.getByText('Informe o número')).toBeTruthy();
  expect(calls).toEqual([]);
});

test('letters never reach the fields; a long area code or phone is refused with its message', async () => {
  const { user, areaCode, phone, submit } = setUp();
  await user.type(areaCode, '1a1b');
  expect(areaCode.value).toBe('11');
  await user.clear(areaCode);
  await user.type(areaCode, '1234');
  await user.type(phone, '12345678901');
  await user.click(submit);
  expect(await screen.findByText('Informe o DDD')).toBeTruthy();
  expect(screen.getByText('Informe no máximo 10 dígitos')).toBeTruthy();
  expect(calls).toEqual([]);
});

test("a valid number is sent; the store's answer shows, and the dialog closes 2 s later", async () => {
  const { user, areaCode, phone, submit, onDone } = setUp();
  await user.type(areaCode, '11');
  await user.type(phone, '987654321');
  await user.click(submit);
  expect((await screen.findByRole('status')).textContent).toBe(
    'Solicitação realizada com sucesso !',
  );
  // findByRole moved the fake clock on while it waited, up to the moment the answer showed.
  const shownAt = Date.now();
  expect(calls.map((call) => call.url)).toEqual(['/api/click-to-call']);
  expect(Object.fromEntries(calls[0]!.init!.body as FormData)).toMatchObject({
    areaCode: '11',
    phone: '987654321',
  });
  // 2 s count from the answer shown.
  act(() => jest.advanceTimersByTime(shownAt + 1999 - Date.now()));
  expect(onDone).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onDone).toHaveBeenCalledTimes(1);
});
