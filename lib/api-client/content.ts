import type { ContentItem } from '@/lib/contracts/popup-item';
import type { NewsletterBody } from '@/lib/contracts/newsletter';

// The calls of the pop-ups and the newsletter sign-up, which sit in every page's layout: like
// the cart's, the client and the contracts (zod) load with the first call, not with the page.

/** The newsletter form's contract, for checking before the call. */
export const loadNewsletterForm = () =>
  import('@/lib/contracts/newsletter').then((m) => m.newsletterForm);

/**
 * GET /content?types=[modal-entry, modal-exit]: the store's pop-ups, cleaned by the server. The
 * call starts at once; its contract (zod/mini, not the whole of zod) loads meanwhile.
 */
export async function fetchPopups(): Promise<ContentItem[]> {
  const { apiRequest } = await import('./client');
  const [content, { contentItemList }] = await Promise.all([
    apiRequest('/content?types[]=modal-entry&types[]=modal-exit'),
    import('@/lib/contracts/popup-item'),
  ]);
  return contentItemList.parse(content);
}

/** POST /customer/newsletter; `onMessage` receives the server's success message. */
export async function subscribeNewsletter(
  body: NewsletterBody,
  onMessage: (message: string) => void,
): Promise<void> {
  // Its answer carries nothing but the message: there is no content to check.
  const { apiRequest } = await import('./client');
  await apiRequest('/customer/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    onMessage,
  });
}
