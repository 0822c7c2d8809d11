import { queryOptions } from '@tanstack/react-query';
import type { ContentItem } from '@/lib/contracts/popup-item';
import type { NewsletterBody } from '@/lib/contracts/newsletter';

// The calls of the pop-ups and the newsletter sign-up, which sit in every page's layout: like
// the cart's, the client and the contracts (zod) load with the first call, not with the page.

/** The newsletter form's contract, for checking before the call. */
export const loadNewsletterForm = () =>
  import('@/lib/contracts/newsletter').then((m) => m.newsletterForm);

/**
 * GET /content?types=[modal-entry, modal-exit]: the store's pop-ups, cleaned by the server, once
 * per page load. The call starts at once; its contract (zod/mini, not the whole of zod, and the
 * registry's own item schema) loads meanwhile.
 */
export const popupsQuery = () =>
  queryOptions({
    queryKey: ['content', 'popups'] as const,
    queryFn: async ({ signal }): Promise<ContentItem[]> => {
      const { apiRequest } = await import('./client');
      const [{ content }, { contentItemList }] = await Promise.all([
        apiRequest('listContent', {
          query: { types: ['modal-entry', 'modal-exit'] },
          signal,
          token: null,
        }),
        import('@/lib/contracts/popup-item'),
      ]);
      return contentItemList.parse(content);
    },
    staleTime: Infinity,
    retry: false,
  });

/** POST /customer/newsletter; answers the server's success message. */
export async function subscribeNewsletter(body: NewsletterBody): Promise<string> {
  // Its answer carries nothing but the message: there is no content to check.
  const { apiSend } = await import('./client');
  return apiSend('subscribeNewsletter', { body });
}
