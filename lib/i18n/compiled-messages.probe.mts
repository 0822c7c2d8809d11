// Run by compiled-messages.test.ts in Node itself (`tsx`): icu-minify and use-intl are ES modules
// only, which Jest cannot load under --experimental-vm-modules. Prints what the test asserts.
import { IntlMessageFormat } from 'intl-messageformat';
import { compiledNamespace, SERVER_ONLY_MESSAGE } from './compiled-messages';
import formatMessage from './format-message.mjs';
import { messagesByLocale, type Messages } from './messages';

type Tree = { [key: string]: string | Tree };
type Case = { key: string; locale: 'pt' | 'en'; values?: Record<string, string | number> };

const cases: Case[] = JSON.parse(process.argv[2] ?? '[]');
// next-intl's options for the formatter, as its provider builds them.
const options = (locale: string) => ({
  locale,
  timeZone: 'America/Sao_Paulo',
  cache: { message: {} },
  formatters: {
    getNumberFormat: (l: string, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o),
    getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o),
    getPluralRules: (l: string, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o),
  },
});

const plain = (value: unknown): boolean =>
  typeof value !== 'object' || value === null
    ? true
    : (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) &&
      Object.values(value).every(plain);

const namespaces = Object.keys(messagesByLocale.pt) as (keyof Messages)[];
console.log(
  JSON.stringify({
    cases: cases.map(({ key, locale, values }) => {
      const [namespace, name] = key.split('.') as [keyof Messages, string];
      const written = (messagesByLocale[locale][namespace] as Tree)[name] as string;
      const compiled = compiledNamespace(locale, namespace)[name];
      return {
        compiled,
        fromCompiled: formatMessage(key, compiled, values, options(locale)),
        fromWritten: formatMessage(key, written, values, options(locale)),
        intl: values ? String(new IntlMessageFormat(written, locale).format(values)) : written,
      };
    }),
    plainJson: namespaces.every((n) =>
      ['pt', 'en'].every((l) => plain(compiledNamespace(l as 'pt', n))),
    ),
    accountKeys: Object.keys(compiledNamespace('pt', 'account')),
    stockAlertKeys: Object.keys(compiledNamespace('en', 'stockAlert')),
    unchangedPlain: namespaces.every((n) =>
      Object.entries(messagesByLocale.pt[n]).every(
        ([k, v]) =>
          typeof v !== 'string' ||
          /[{<']/.test(v) ||
          SERVER_ONLY_MESSAGE.test(k) ||
          compiledNamespace('pt', n)[k] === v,
      ),
    ),
  }),
);
