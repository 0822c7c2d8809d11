import { formatMoney, type Locale } from '@/lib/domain/money';
import {
  chargeTotalCents,
  orderSummaryLines,
  summaryAmountText,
  type OrderCharge,
} from '@/lib/domain/order-summary';
import type { OrderStatus } from '@/lib/domain/order-status';
import { renderMessage, type Message, type MessageKey } from '@/lib/i18n/messages';

/**
 * The store's e-mails in their reader's language. Services say which e-mail goes out and with
 * what data; the words are here, as pages hold theirs (ADR 0020k: services speak in keys, the edge
 * speaks the language — an e-mail is an edge).
 */
export type Email = { subject: string; text: string; locale: Locale };

type Values = Record<string, string | number>;

/** Paragraphs of keys and already-written text ('' for a blank line). */
function compose(
  locale: Locale,
  subject: MessageKey,
  body: (MessageKey | Message | { raw: string })[],
  values: Values,
): Email {
  const line = (part: MessageKey | Message | { raw: string }) =>
    typeof part === 'object' && 'raw' in part
      ? part.raw
      : renderMessage(locale, typeof part === 'string' ? { key: part, values } : part);
  return {
    subject: renderMessage(locale, { key: subject, values }),
    text: body.map(line).join('\n'),
    locale,
  };
}

/** To the store: a contact form was sent ('Formulário … enviado'), with each field's answer. */
export function contactFormEmail(
  locale: Locale,
  values: { store: string; form: string; url: string },
  answers: string[],
): Email {
  return compose(
    locale,
    'contact.form.emailSubject',
    [
      'contact.form.emailIntro',
      ...(values.url ? (['contact.form.emailPage'] as const) : []),
      { raw: '' },
      ...answers.map((raw) => ({ raw })),
    ],
    values,
  );
}

/** To the store: a shopper asked to be called back. */
export function callbackEmail(
  locale: Locale,
  values: { store: string; areaCode: string; phone: string; date: string },
): Email {
  return compose(locale, 'contact.callback.emailSubject', ['contact.callback.emailText'], values);
}

/** To a customer: the password recovery link. */
export function recoveryEmail(
  locale: Locale,
  values: { name: string; store: string; url: string; minutes: number },
): Email {
  return compose(locale, 'account.recoveryEmailSubject', ['account.recoveryEmailText'], values);
}

/** To whom a shopper shared a cart with: who sent it, their note (quoted) and the link. */
export function sharedCartEmail(
  locale: Locale,
  values: { name: string; store: string; url: string },
  quotedNote: string,
): Email {
  return compose(
    locale,
    'share.emailSubject',
    [
      'share.emailIntro',
      { raw: '' },
      { raw: quotedNote },
      { raw: '' },
      'share.emailLink',
      { raw: '' },
      'share.emailWhy',
    ],
    values,
  );
}

/**
 * To the buyer: the order was placed, with the lines its checkout listed ('Juros do
 * parcelamento: R$ 1.393,36'), one a line, in reais like the charge whatever the language.
 */
export function orderPlacedEmail(
  locale: Locale,
  values: { name: string; number: number; store: string },
  charge: OrderCharge,
): Email {
  const money = (cents: number) => formatMoney(cents, 'pt', 1);
  const free = renderMessage(locale, 'orders.summary.free');
  const summary = orderSummaryLines(charge)
    .map(
      (line) =>
        `${renderMessage(locale, `orders.summary.${line.kind}`)}: ${summaryAmountText(line, money, free)}`,
    )
    .join('\n');
  const all = { ...values, total: money(chargeTotalCents(charge)), summary };
  return compose(locale, 'checkout.emailSubject', ['checkout.emailText'], all);
}

/** To the buyer: their order moved to `status` (Aprovado, Enviado, Cancelado…). */
export function orderStatusEmail(
  locale: Locale,
  values: { name: string; number: number; store: string },
  status: OrderStatus,
  tracking?: { carrier: string; code: string } | null,
): Email {
  const all = { ...values, status: renderMessage(locale, `orders.status.${status}`) };
  return compose(
    locale,
    'orders.statusEmailSubject',
    [
      'orders.statusEmailText',
      ...(tracking
        ? [{ raw: '' }, { key: 'orders.statusEmailTracking' as const, values: tracking }]
        : []),
    ],
    all,
  );
}

/** To a new customer: the account exists, under this e-mail. */
export function welcomeEmail(
  locale: Locale,
  values: { name: string; store: string; email: string },
): Email {
  return compose(locale, 'account.welcomeEmailSubject', ['account.welcomeEmailText'], values);
}

/**
 * To whoever sent a contact form (its e-mail field): the store got the message. What they wrote is
 * not repeated, so that the form cannot mail someone else a text of the sender's choosing.
 */
export function contactConfirmationEmail(
  locale: Locale,
  values: { store: string; form: string },
): Email {
  return compose(
    locale,
    'contact.form.confirmationEmailSubject',
    ['contact.form.confirmationEmailText'],
    values,
  );
}

/** To whoever asked 'Avise-me quando chegar': the product is back, with its link (sent once). */
export function stockAlertEmail(
  locale: Locale,
  values: { name: string; product: string; store: string; url: string },
): Email {
  return compose(locale, 'stockAlert.emailSubject', ['stockAlert.emailText'], values);
}
