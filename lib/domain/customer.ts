/** SPEC.md section 5: a customer's data is complete only with document, birth date and phone. */
export function isCustomerDataComplete(customer: {
  document: string | null;
  birthDate: string | null;
  phone: string | null;
}): boolean {
  return Boolean(customer.document && customer.birthDate && customer.phone);
}

/** The greeting's name: 'Olá, Maria' for Maria Cliente da Silva. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
