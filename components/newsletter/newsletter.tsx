import { getTranslations } from 'next-intl/server';
import { NEWSLETTER_AREAS } from '@/lib/domain/newsletter';
import type { Locale } from '@/lib/domain/money';
import { NewsletterSignup, type NewsletterLabels } from './newsletter-signup';

/** The validation texts the sign-up's contract can give (the same as the stock alert's). */
const VALIDATION_KEYS = ['required', 'invalidEmail', 'tooLong', 'invalidPhone', 'invalidValue'];

/**
 * The newsletter sign-up block of the footer and of the page builder: its texts are resolved
 * here, on the server, so the form in the browser carries only what it shows.
 */
export async function Newsletter({
  locale,
  title,
  text,
  tone = 'plain',
}: {
  locale: Locale;
  /** The content team's own heading and text (page-builder block); the store's otherwise. */
  title?: string;
  text?: string;
  tone?: 'plain' | 'card';
}) {
  const [t, tv] = await Promise.all([
    getTranslations({ locale, namespace: 'newsletter' }),
    getTranslations({ locale, namespace: 'validation' }),
  ]);
  const labels: NewsletterLabels = {
    title: title ?? t('title'),
    intro: text ?? t('intro'),
    name: t('name'),
    email: t('email'),
    interest: t('interest'),
    choose: t('choose'),
    phone: t('phone'),
    submit: t('submit'),
    sending: t('sending'),
    thanks: t('thanks'),
    thanksText: t('thanksText'),
    areas: NEWSLETTER_AREAS.map((key) => ({ key, label: t(`areas.${key}`) })),
    validation: Object.fromEntries(VALIDATION_KEYS.map((key) => [`validation.${key}`, tv(key)])),
  };
  return <NewsletterSignup labels={labels} tone={tone} />;
}
