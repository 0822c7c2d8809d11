import { z } from 'zod';
import {
  contactForm,
  type ClickToCallBody,
  type ContactFormRef,
  type ContactMessageBody,
} from '@/lib/contracts/contact';
import { apiFetch } from './client';

/** GET /contactform/{id}: a form of this store by its id or key. */
export function fetchContactForm(ref: ContactFormRef) {
  return apiFetch(`/contactform/${encodeURIComponent(String(ref))}`, contactForm);
}

/** POST /contactform/contact. */
export async function sendContactMessage(body: ContactMessageBody): Promise<void> {
  await apiFetch('/contactform/contact', z.null(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POST /click-to-call as multipart form data; answers the server's message. */
export async function requestCallback(body: ClickToCallBody): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.set(key, value);
  let message = '';
  await apiFetch('/click-to-call', z.null(), {
    method: 'POST',
    body: form,
    onMessage: (m) => (message = m),
  });
  return message;
}
