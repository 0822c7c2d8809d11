// The newsletter's plain facts, apart from its contract (zod): the footer's form reads them on
// every page.

/** Areas of interest offered by the sign-up (its select); labels in messages `newsletter.areas`. */
export const NEWSLETTER_AREAS = [
  'games',
  'estudos',
  'trabalho',
  'design',
  'engenharia',
  'odontologia',
  'tecnologia',
  'outros',
] as const;
export type NewsletterArea = (typeof NEWSLETTER_AREAS)[number];

/** Where the browser remembers a successful sign-up (SPEC.md section 4: a subscribed flag). */
export const NEWSLETTER_FLAG_KEY = 'newsletter';
