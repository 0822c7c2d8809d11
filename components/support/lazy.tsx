'use client';

import dynamic from 'next/dynamic';

/*
 * The service pieces that page-builder blocks show (contact form, service centre), in chunks of
 * their own: the block registry is imported by the home and the catch-all route, and a route
 * loads every client component its server code imports. See components/content/blocks/lazy.tsx.
 */
const parts = () => import('./service-centre-parts');

export const AddressDialog = dynamic(() => parts().then((m) => m.AddressDialog));
export const CallbackDialogButton = dynamic(() => parts().then((m) => m.CallbackDialogButton));
export const OpenStatus = dynamic(() => parts().then((m) => m.OpenStatus));
export const SalesPhoneDialog = dynamic(() => parts().then((m) => m.SalesPhoneDialog));
export const ServiceDialogButton = dynamic(() => parts().then((m) => m.ServiceDialogButton));
export const ContactFormLoader = dynamic(() =>
  import('./contact-form').then((m) => m.ContactFormLoader),
);
