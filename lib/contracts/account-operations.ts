import { z } from 'zod';
import { address, addressBody, addressIdParams } from './addresses';
import { passwordChangeBody } from './customer';
import { customerFile, customerFileParams, customerFilesQuery } from './customer-files';
import { endpoints } from './endpoints';
import type { Operation } from './operations';
import { reviewableProduct, reviewBody, reviewProductParams } from './reviews';
import { userGuideEntry } from './user-guide';

/**
 * The account area's calls beyond login and Meus Dados (password, addresses, reviews, files,
 * guides): all of them answer only the session customer's own data in the request's store.
 */
export const accountOperations = {
  changePassword: {
    ...endpoints.changePassword,
    summary:
      "Alterar senha: currentPassword, password (6+ characters, a letter) and its confirmation; a wrong current password is a field error (429 after repeated ones); the customer's other sessions end",
    body: passwordChangeBody,
    response: z.null(),
  },
  listAddresses: {
    ...endpoints.listAddresses,
    summary: "Meus endereços: the logged-in customer's addresses, the default first",
    response: z.array(address),
  },
  createAddress: {
    ...endpoints.createAddress,
    summary:
      'A new address (name, document, type, phone, zipcode, street, number, district, city, region required; complement optional); the first one, or one with isDefault, is the default',
    body: addressBody,
    response: address,
  },
  getAddress: {
    ...endpoints.getAddress,
    summary: "One of the customer's addresses (404 for anyone else's)",
    params: addressIdParams,
    response: address,
  },
  updateAddress: {
    ...endpoints.updateAddress,
    summary: "Changes one of the customer's addresses (404 for anyone else's)",
    params: addressIdParams,
    body: addressBody,
    response: address,
  },
  deleteAddress: {
    ...endpoints.deleteAddress,
    summary:
      "Deletes one of the customer's addresses (404 for anyone else's) and answers the rest; a deleted default passes to the newest",
    params: addressIdParams,
    response: z.array(address),
  },
  listReviewableProducts: {
    ...endpoints.listReviewableProducts,
    summary:
      'Minhas avaliações: every product the logged-in customer bought (a paid order), newest purchase first, with their review or null',
    response: z.array(reviewableProduct),
  },
  getReviewableProduct: {
    ...endpoints.getReviewableProduct,
    summary: 'A product the customer bought, with their review (404 when they did not buy it)',
    params: reviewProductParams,
    response: reviewableProduct,
  },
  saveReview: {
    ...endpoints.saveReview,
    summary:
      'Writes or rewrites the review (rating 1–5, title, text) of a product the customer bought; 404 for any other product',
    params: reviewProductParams,
    body: reviewBody,
    response: reviewableProduct,
  },
  listCustomerFiles: {
    ...endpoints.listCustomerFiles,
    summary: "Meus wallpapers (kind=wallpaper) or Meus uploads (kind=upload): the customer's files",
    query: customerFilesQuery,
    response: z.array(customerFile),
  },
  uploadCustomerFile: {
    ...endpoints.uploadCustomerFile,
    summary:
      'Multipart form data: kind (wallpaper: JPG, PNG or WEBP up to 5 MB; upload: PDF, JPG or PNG up to 10 MB) and file; the type is read from the content; at most 20 files of a kind. The kind may travel in the query too, so that a declared size over its limit is refused before the body is read',
    query: customerFilesQuery.partial(),
    response: customerFile,
  },
  downloadCustomerFile: {
    ...endpoints.downloadCustomerFile,
    summary: "The content of one of the customer's files (404 for anyone else's)",
    params: customerFileParams,
    response: z.unknown(),
  },
  deleteCustomerFile: {
    ...endpoints.deleteCustomerFile,
    summary:
      "Deletes one of the customer's files (404 for anyone else's); answers the kind's files left",
    params: customerFileParams,
    response: z.array(customerFile),
  },
  getUserGuide: {
    ...endpoints.getUserGuide,
    summary: 'Meus Guias e manuais: manuals and drivers of every product the customer bought',
    response: z.array(userGuideEntry),
  },
} as const satisfies Record<string, Operation>;
