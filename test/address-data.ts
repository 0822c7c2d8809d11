import type { AddressBody } from '@/lib/contracts/addresses';

/**
 * The test address every suite uses (not a test file itself): a delivery address in São Paulo,
 * CEP 01310-100, which the demo's shipping rules quote. As a shopper types it (masked); the
 * Jest factories save it through the service, the DOM tests show it as the API lists it, and
 * the Playwright journeys register it through the API.
 */
export const saoPauloAddress: AddressBody = {
  name: 'Casa',
  document: '529.982.247-25',
  type: 'residencial',
  phone: '11987654321',
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  city: 'São Paulo',
  region: 'SP',
};
