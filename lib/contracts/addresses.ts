import { z } from 'zod';
import { zipcode } from './cart';
import { dbId, msg, NAME_MAX, requiredText } from './common';
import { documentField, phoneField } from './customer';

/** Where the customer receives: home or work. */
export const ADDRESS_TYPES = ['residencial', 'comercial'] as const;

/** The 27 federative units a delivery address may be in. */
export const REGIONS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB',
  'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

const ADDRESS_TEXT_MAX = 120;

/**
 * A delivery address (SPEC.md section 5): name, document, type, phone, zipcode, street, number,
 * district, city and region are all required; the complement is optional. The CEP is typed with
 * its mask 99999-999; CPF/CNPJ and phone are checked as in Meus Dados.
 */
export const addressBody = z
  .object({
    name: requiredText(NAME_MAX),
    document: documentField,
    type: z.enum(ADDRESS_TYPES, { message: msg.required }),
    phone: phoneField,
    zipcode: requiredText(9).pipe(zipcode),
    street: requiredText(ADDRESS_TEXT_MAX),
    number: requiredText(20),
    complement: z.string().trim().max(ADDRESS_TEXT_MAX, msg.tooLong).optional().default(''),
    district: requiredText(ADDRESS_TEXT_MAX),
    city: requiredText(ADDRESS_TEXT_MAX),
    region: requiredText(2).pipe(z.enum(REGIONS, { message: msg.invalidRegion })),
    /** The address the checkout offers first. */
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddressBody = z.output<typeof addressBody>;
export type AddressForm = z.input<typeof addressBody>;

/** An address as the account and the checkout show it: CEP, CPF/CNPJ and phone as digits. */
export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  document: z.string(),
  type: z.enum(ADDRESS_TYPES),
  phone: z.string(),
  zipcode: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  region: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

export const addressIdParams = z.object({ id: dbId }).strict();

/** GET /shipping/cep/{zipcode}: the CEP typed with or without its mask. */
export const cepParams = z.object({ zipcode }).strict();

/**
 * The address a CEP names (the CEP lookup): what fills a new address's street, district, city and
 * state. A CEP of a whole city has no street nor district ('').
 */
export const cepAddress = z.object({
  zipcode: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  region: z.enum(REGIONS),
});
export type CepAddress = z.infer<typeof cepAddress>;
