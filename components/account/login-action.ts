/** The snackbar action of a login, by password or social: its result replaces an earlier refusal. */
export const LOGIN_ACTION = 'login';
