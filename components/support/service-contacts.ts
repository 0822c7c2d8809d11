import type { Company } from '@/lib/contracts/company';

/** The store's channels and hours as the service dialogs show them. */
export type ServiceContacts = Pick<
  Company['contacts'],
  'whatsapp' | 'email' | 'salesPhone' | 'supportPhone' | 'corporateSalesPhone'
> & { hours: Company['openingHours'] };

/** Only what the dialogs need travels to the browser, not the whole store. */
export function serviceContacts(store: Company): ServiceContacts {
  const { whatsapp, email, salesPhone, supportPhone, corporateSalesPhone } = store.contacts;
  return {
    whatsapp,
    email,
    salesPhone,
    supportPhone,
    corporateSalesPhone,
    hours: store.openingHours,
  };
}

/** The help pages with a service UI: sales centre, service centre, technical support. */
export const serviceCentres = ['sales', 'service', 'support'] as const;
export type ServiceCentreKind = (typeof serviceCentres)[number];
