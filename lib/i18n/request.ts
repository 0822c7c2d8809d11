import { getRequestConfig } from 'next-intl/server';
import { toLocale } from './config';
import { messagesByLocale } from './messages';

// The locale comes from the `[locale]` route param (set by the proxy's rewrite), passed in
// through setRequestLocale; nothing here reads cookies or headers.
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale);
  return { locale, messages: messagesByLocale[locale], timeZone: 'America/Sao_Paulo' };
});
