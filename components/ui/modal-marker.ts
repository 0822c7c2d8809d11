/** The attribute every ModalShell carries: the snackbars find the open dialog on top by it. */
export const MODAL_SHELL_ATTRIBUTE = 'data-modal-shell';
