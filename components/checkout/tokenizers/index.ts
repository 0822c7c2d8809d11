import { CardTokenError, type CardInput, type CardProviderConfig, type CardToken } from './types';

export { cardRefusalText } from './messages';
export { CardTokenError } from './types';
export type { CardInput, CardProviderConfig, CardToken } from './types';

const scripts = new Map<string, Promise<void>>();

/** Loads a provider's SDK once per page; a failed load may be tried again. */
export function loadProviderScript(url: string): Promise<void> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(url);
        script.remove();
        reject(new CardTokenError(''));
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/**
 * The card, tokenized by the store's card provider in the browser. Only the provider's code for
 * the active provider is fetched.
 */
export async function tokenizeCard(
  config: CardProviderConfig,
  card: CardInput,
): Promise<CardToken> {
  await loadProviderScript(config.scriptUrl);
  const tokenize =
    config.provider === 'pagseguro'
      ? (await import('./pagseguro')).tokenizePagSeguroCard
      : config.provider === 'mercadopago'
        ? (await import('./mercadopago')).tokenizeMercadoPagoCard
        : (await import('./sandbox')).tokenizeSandboxSdkCard;
  return tokenize(config, card);
}
