import { queryOptions } from '@tanstack/react-query';
import type {
  ClickToCallBody,
  ContactForm,
  ContactFormRef,
  ContactMessageBody,
} from '@/lib/contracts/contact';

/** The contact calls; the client and the contract load with the first of them. */
async function api() {
  const [client, contact] = await Promise.all([
    import('./client'),
    import('@/lib/contracts/contact'),
  ]);
  return { ...client, contact };
}

/** GET /contactform/{id}: a form of this store by its id or key. */
export const contactFormQuery = (ref: ContactFormRef) =>
  queryOptions({
    queryKey: ['contact-form', String(ref)] as const,
    queryFn: async ({ signal }): Promise<ContactForm> => {
      const { apiCall, contact } = await api();
      return apiCall('getContactForm', contact.contactForm, { params: { id: ref }, signal });
    },
    // A form changes with the store's content, not while the shopper fills it.
    staleTime: 5 * 60_000,
  });

/** POST /contactform/contact. */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  const { apiSend } = await api();
  await apiSend('sendContactMessage', { body });
}

/** POST /click-to-call as multipart form data; answers the server's message. */
export async function requestCallback(body: ClickToCallBody): Promise<string> {
  const { apiSend } = await api();
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  return apiSend('requestClickToCall', { body: form });
}
