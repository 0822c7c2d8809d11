import { apiPath } from '@/lib/contracts/endpoints';
import { CardTokenError, type CardToken, type CardTokenizer } from './types';

type SandboxSdk = {
  createCardToken(
    card: {
      number: string;
      holderName: string;
      expiryMonth: string;
      expiryYear: string;
      securityCode: string;
    },
    options: { tokensPath: string },
  ): Promise<CardToken>;
};

/**
 * The embedded sandbox's SDK (public/payments/sandbox-sdk.js, loaded from its origin): the path of
 * its tokenization comes from the API's registry, and the SDK puts it on the sandbox's origin.
 */
export const tokenizeSandboxSdkCard: CardTokenizer = async (_config, card) => {
  const sdk = (window as unknown as { SandboxPayments?: SandboxSdk }).SandboxPayments;
  if (!sdk) throw new CardTokenError('');
  try {
    return await sdk.createCardToken(
      {
        number: card.number,
        holderName: card.holderName,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        securityCode: card.securityCode,
      },
      { tokensPath: apiPath('tokenizeSandboxCard') },
    );
  } catch (error) {
    throw new CardTokenError((error as Error).message);
  }
};
