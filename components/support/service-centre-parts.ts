// The service centre's small client pieces in one chunk: they show together (support/lazy.tsx).
export { AddressDialog } from './address-dialog';
export { OpenStatus } from './open-status';
export { SalesPhoneDialog } from './sales-phone-dialog';
export { ServiceDialogButton } from './service-dialog';
export { CallbackDialogButton } from './service-dialog-view';
