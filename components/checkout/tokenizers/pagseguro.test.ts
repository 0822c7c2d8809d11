/** The PagBank tokenizer over a stand-in for its SDK's global `PagSeguro`. */
import { translateKey } from '@/lib/i18n/messages';
import { cardRefusalText } from './messages';
import { tokenizePagSeguroCard } from './pagseguro';
import { CardTokenError, type CardInput, type CardProviderConfig } from './types';

const config: CardProviderConfig = {
  provider: 'pagseguro',
  scriptUrl: 'https://assets.pagseguro.com.br/checkout-sdk-js/rc/dist/browser/pagseguro.min.js',
  publicKey:
    'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAr+ZqgD892U9/HXsa7XqBZUayPquAfh9xx4iwUbTSUAvTlmiXFQNTp0Bvt/5vK2FhMj39qSv1zi2OuBjvW38q1E374nzx6NNBL5JosV0+SDINTlCG0cmigHuBOyWzYmjgca+mtQu4WczCaApNaSuVqgb8u7Bd9GCOL4YJotvV5+81frlSwQXralhwRzGhj/A57CGPgGKiuPT+AOGmykIGEZsSD9RKkyoKIoc0OS8CPIzdBOtTQCIwrLn2FxI83Clcg55W8gkFSOS6rWNbG5qFZWMll6yl02HtunalHmUlRUL66YeGXdMDC2PuRcmZbGO5a/2tbVppW6mfSWG3NPRpgwIDAQAB',
};

const card: CardInput = {
  number: '4111 1111 1111 1111',
  holderName: ' Maria C Silva ',
  expiryMonth: '12',
  expiryYear: '2030',
  securityCode: '123',
  holderDocument: '52998224725',
};

const holder = globalThis as { PagSeguro?: unknown };
const encryptCard = jest.fn();
beforeEach(() => {
  encryptCard.mockReset();
  holder.PagSeguro = { encryptCard };
});
afterAll(() => {
  delete holder.PagSeguro;
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  const thrown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(CardTokenError);
  // What the card form shows a Portuguese shopper.
  return cardRefusalText((thrown as Error).message, (key) => translateKey('pt', key));
}

describe('PagBank card encryption', () => {
  test('the encrypted card is the token; brand and last digits read from the number', async () => {
    encryptCard.mockReturnValue({ encryptedCard: 'ENCRYPTED==', hasErrors: false, errors: [] });
    expect(await tokenizePagSeguroCard(config, card)).toEqual({
      token: 'ENCRYPTED==',
      brand: 'VISA',
      lastDigits: '1111',
    });
    expect(encryptCard).toHaveBeenCalledWith({
      publicKey: config.publicKey,
      holder: 'Maria C Silva',
      number: '4111111111111111',
      expMonth: '12',
      expYear: '2030',
      securityCode: '123',
    });
  });

  test("the SDK's errors in Portuguese", async () => {
    const cases: [string, string][] = [
      ['INVALID_NUMBER', 'Confira o número do cartão.'],
      ['INVALID_SECURITY_CODE', 'Confira o código de segurança do cartão.'],
      ['INVALID_EXPIRATION_MONTH', 'Confira o mês de validade do cartão.'],
      ['INVALID_EXPIRATION_YEAR', 'Confira o ano de validade do cartão.'],
      ['INVALID_HOLDER', 'Confira o nome impresso no cartão.'],
      ['SOMETHING_NEW', 'Não foi possível validar o cartão. Confira os dados e tente novamente.'],
    ];
    for (const [code, message] of cases) {
      encryptCard.mockReturnValue({ hasErrors: true, errors: [{ code, message: code }] });
      expect(await refusal(tokenizePagSeguroCard(config, card))).toBe(message);
    }
  });

  test('no SDK loaded, no public key, or a number of no brand: refused before encrypting', async () => {
    const unavailable =
      'Não foi possível carregar o pagamento com cartão. Recarregue a página ou escolha outra forma de pagamento.';
    expect(await refusal(tokenizePagSeguroCard({ ...config, publicKey: null }, card))).toBe(
      unavailable,
    );
    expect(
      await refusal(tokenizePagSeguroCard(config, { ...card, number: '9999 9999 9999 9999' })),
    ).toBe('Confira o número do cartão.');
    delete holder.PagSeguro;
    expect(await refusal(tokenizePagSeguroCard(config, card))).toBe(unavailable);
    expect(encryptCard).not.toHaveBeenCalled();
  });
});
