/**
 * The back-office inbox (issue 30 item 6): what shoppers send a store, in one list per store.
 * contact: a contact form's message; callback: a call-me-back request ('Ligamos para você');
 * newsletter: a newsletter lead; stockAlert: a stock-alert subscription.
 */
export const INBOX_KINDS = ['contact', 'callback', 'newsletter', 'stockAlert'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** open: nobody has dealt with it yet; handled: marked done by the team. */
export const INBOX_STATUSES = ['open', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** Where a newsletter lead gave their consent: the newsletter form or a stock alert's box. */
export const NEWSLETTER_CONSENT_SOURCES = ['newsletter', 'stockAlert'] as const;
export type NewsletterConsentSource = (typeof NEWSLETTER_CONSENT_SOURCES)[number];
