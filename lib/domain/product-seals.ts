/**
 * The quality seals a product may show beside its buy button (SPEC.md "Product actions"): a
 * product carries the ones its store chose in the back-office, all of them by default.
 */
export const PRODUCT_SEALS = ['sealSecure', 'sealWarranty', 'sealInvoice', 'sealPix'] as const;
export type ProductSeal = (typeof PRODUCT_SEALS)[number];
