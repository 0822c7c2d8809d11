import { z } from 'zod';
import { ApiError, apiErrorReport, isAbort, NetworkError } from './errors';

const texts = {
  network: 'Sem conexão com a loja. Verifique sua internet e tente novamente.',
  internal: 'Não foi possível concluir a solicitação. Tente novamente em instantes.',
};

describe("the browser calls' one error policy", () => {
  test('a 422 hands its field errors to the form and its message to the snackbar', () => {
    const refused = new ApiError('Dados inválidos', 422, {
      email: ['Este e-mail já está cadastrado'],
    });
    expect(apiErrorReport(refused, texts)).toEqual({
      message: 'Dados inválidos',
      fields: { email: ['Este e-mail já está cadastrado'] },
    });
  });

  test("any other answer of the server is told with the server's message, and names no field", () => {
    const expired = new ApiError('O seu carrinho expirou.', 404, { id: ['x'] });
    expect(apiErrorReport(expired, texts)).toEqual({
      message: 'O seu carrinho expirou.',
      fields: {},
    });
    // An answer without a message of its own (a proxy's 502 page) gets the generic text.
    expect(apiErrorReport(new ApiError('', 502), texts).message).toBe(texts.internal);
  });

  test('no answer at all is told in Portuguese, never as the browser words it', () => {
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(apiErrorReport(offline, texts)).toEqual({ message: texts.network, fields: {} });
  });

  test("an answer the contract refuses is told with the generic text, not the parser's", () => {
    const broken = z.object({ id: z.number() }).safeParse({ id: 'x' }).error;
    expect(apiErrorReport(broken, texts).message).toBe(texts.internal);
  });

  test("an error of the page's own making keeps its words", () => {
    expect(apiErrorReport(new Error('Email ou senha inválidos.'), texts).message).toBe(
      'Email ou senha inválidos.',
    );
    expect(apiErrorReport(undefined, texts).message).toBe(texts.internal);
  });

  test('an abort is known as such, and is nothing to tell', () => {
    expect(isAbort(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbort(new NetworkError(new TypeError('Failed to fetch')))).toBe(false);
  });
});
