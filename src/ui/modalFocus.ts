// Where focus goes when a studio modal opens (issue 25): a control marked data-autofocus (ConfirmModal's Cancel
// when the action is destructive), else the first field of the body, else the primary action of the footer, else
// the first control of the body, else the first of the footer; the close button only when nothing else can take it.
// A native modal <dialog> would focus its first control — the header's close button — which is what users met before.

const FIELD = 'input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),[role=combobox]:not([aria-disabled=true])';
const CONTROL = 'button:not(:disabled),a[href],input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';
const PRIMARY = '.button--primary:not(:disabled),.button--danger:not(:disabled),[type=submit]:not(:disabled)';

export function initialFocusTarget(dialog: HTMLElement): HTMLElement | null {
  const body = dialog.querySelector<HTMLElement>('.modal__body');
  const footer = dialog.querySelector<HTMLElement>('.modal__footer');
  return (
    dialog.querySelector<HTMLElement>('[data-autofocus]:not(:disabled)') ??
    body?.querySelector<HTMLElement>(FIELD) ??
    footer?.querySelector<HTMLElement>(PRIMARY) ??
    body?.querySelector<HTMLElement>(CONTROL) ??
    footer?.querySelector<HTMLElement>(CONTROL) ??
    dialog.querySelector<HTMLElement>(CONTROL)
  );
}

/** Gives focus back to what opened the modal, when it is still on the page and can take it. */
export function restoreFocus(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected || opener.closest('[inert]')) return;
  opener.focus();
}
