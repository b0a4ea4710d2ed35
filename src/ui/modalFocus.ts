// Where focus goes when a studio modal opens (issue 25): a control marked data-autofocus (ConfirmModal's Cancel
// when the action is destructive), else the first field of the body (of a radio group, its checked radio), else the
// primary action of the footer, else the first control of the body, else the first of the footer that does not
// destroy (Close rather than a detail modal's Revoke or Delete) and is not the wrapper explaining a disabled one;
// the close button only when nothing else can take it. A destructive action is never where focus starts: it is not the "primary action" the issue means.
// A native modal <dialog> would focus its first control — the header's close button — which is what users met before.
// Only what Tab could reach counts: a file input kept hidden behind its "Upload" button (the file picker's, the
// avatar's: hidden or tabindex -1) is no field to start on.

const FIELD = 'input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),[role=combobox]:not([aria-disabled=true])';
const CONTROL = 'button:not(:disabled),a[href],input:not([type=hidden]):not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';
const PRIMARY = '.button--primary:not(:disabled),[type=submit]:not(.button--danger):not(:disabled)';
const DESTRUCTIVE = '.button--danger';
/** The focusable wrapper that explains a disabled control (ui/Tooltip): reachable, but nothing to start on. */
const EXPLANATION = '.tooltip[tabindex]';

/** Whether Tab could reach `element`: not taken out of the order (tabindex -1), not inside something hidden or inert. */
function reachable(element: HTMLElement): boolean {
  return element.tabIndex >= 0 && !element.closest('[hidden],[inert]');
}

function firstReachable(root: HTMLElement | null | undefined, selector: string, skip?: string): HTMLElement | null {
  if (!root) return null;
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).find((element) => reachable(element) && !(skip && element.matches(skip))) ?? null;
}

/** The first field; for a radio group the checked radio, where Tab would enter the group. */
function firstField(body: HTMLElement | null): HTMLElement | null {
  const field = firstReachable(body, FIELD);
  if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || !field.name) return field;
  const group = Array.from(body!.querySelectorAll<HTMLInputElement>('input[type=radio]')).filter((radio) => radio.name === field.name);
  return group.find((radio) => radio.checked && reachable(radio) && !radio.disabled) ?? field;
}

export function initialFocusTarget(dialog: HTMLElement): HTMLElement | null {
  const body = dialog.querySelector<HTMLElement>('.modal__body');
  const footer = dialog.querySelector<HTMLElement>('.modal__footer');
  return (
    firstReachable(dialog, '[data-autofocus]:not(:disabled)') ??
    firstField(body) ??
    firstReachable(footer, PRIMARY) ??
    firstReachable(body, CONTROL, EXPLANATION) ??
    firstReachable(footer, CONTROL, `${DESTRUCTIVE},${EXPLANATION}`) ??
    firstReachable(footer, CONTROL, EXPLANATION) ??
    firstReachable(dialog, CONTROL)
  );
}

/** Gives focus back to what opened the modal, when it is still on the page and can take it. */
export function restoreFocus(opener: Element | null): void {
  if (!(opener instanceof HTMLElement) || !opener.isConnected || opener.closest('[inert]')) return;
  opener.focus();
}
