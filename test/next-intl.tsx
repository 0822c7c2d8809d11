// Jest's stand-in for next-intl's client API (mapped in jest.config.mjs), and a getTranslations
// for the tests that mock next-intl/server. next-intl ships ES
// modules only ("type": "module"), which Jest cannot require once --experimental-vm-modules is on,
// and PGlite needs that flag. It renders the same texts: the messages of the nearest
// NextIntlClientProvider (a nested one replaces its parent's messages when given them, as
// next-intl's does; messages/pt.json without any), ICU-formatted by intl-messageformat, the
// formatter next-intl itself uses. A missing message throws, so a test sees it.
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useContext, type ReactNode } from 'react';
import pt from '@/messages/pt.json';

type Messages = { [key: string]: string | Messages };
type Config = { locale: string; messages: Messages; timeZone?: string };

const IntlContext = createContext<Config>({ locale: 'pt', messages: pt });

export function NextIntlClientProvider({
  locale,
  messages,
  timeZone,
  children,
}: {
  locale?: string;
  messages?: Messages;
  timeZone?: string;
  children: ReactNode;
}) {
  const parent = useContext(IntlContext);
  const value: Config = {
    locale: locale ?? parent.locale,
    messages: messages ?? parent.messages,
    timeZone: timeZone ?? parent.timeZone,
  };
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

function lookup(messages: Messages, path: string): string | Messages | undefined {
  return path
    .split('.')
    .reduce<string | Messages | undefined>(
      (node, key) => (typeof node === 'object' ? node[key] : undefined),
      messages,
    );
}

export function useLocale(): string {
  return useContext(IntlContext).locale;
}

/** A next-intl `t` over `messages`, from `namespace` down. */
function translator(locale: string, messages: Messages, namespace?: string) {
  const path = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const format = (key: string, values?: Record<string, string | number | Date>) => {
    const message = lookup(messages, path(key));
    if (typeof message !== 'string') throw new Error(`no message ${path(key)}`);
    // As next-intl does: a message asked for without values and without ICU escapes is returned
    // as written, never formatted (and so loads no locale data).
    if (!values && !/'[{}<#|']/.test(message)) return message;
    return String(new IntlMessageFormat(message, locale).format(values));
  };
  return Object.assign(format, {
    has: (key: string) => typeof lookup(messages, path(key)) === 'string',
    raw: (key: string) => lookup(messages, path(key)),
  });
}

export function useTranslations(namespace?: string) {
  const { locale, messages } = useContext(IntlContext);
  return translator(locale, messages, namespace);
}

/**
 * next-intl/server's getTranslations over messages/pt.json, for the tests that mock that module
 * (`getTranslations: jest.requireActual('@/test/next-intl').getTranslations`).
 */
export async function getTranslations({
  locale,
  namespace,
}: {
  locale: string;
  namespace?: string;
}) {
  return translator(locale, pt, namespace);
}

export function useFormatter() {
  const { locale, timeZone } = useContext(IntlContext);
  return {
    dateTime: (date: Date | number, options: Intl.DateTimeFormatOptions = {}) =>
      new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(date),
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      new Intl.NumberFormat(locale, options).format(value),
  };
}
