/** The checkout's one form: the e-mail field and the place-order button belong to it by id. */
export const CHECKOUT_FORM_ID = 'checkout-form';
