/**
 * A preview of no page of this store, or for an operator without the content area: the
 * back-office's not-found page (the preview has none of the back-office's frame above it).
 */
export { default } from '../../(painel)/not-found';
