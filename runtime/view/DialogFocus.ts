// A visitor dialog as a modal dialog for the keyboard (issue 25): when it opens, focus moves in (the first field or
// button of the view, else the close button) and the host page goes inert (pageInert.ts); Tab and Shift+Tab cycle
// inside the panel; when it closes — the close button, Escape, the backdrop, a button that leads to another view,
// or the end of the flow (runtime/README.md "The end of a flow") — focus returns to what had it on the host page.

const FOCUSABLE = 'button:not([disabled]),input:not([disabled]),textarea:not([disabled]),select:not([disabled]),a[href],[tabindex]:not([tabindex="-1"])';

/**
 * The focusable controls inside `container`, in document order (a view never uses tabindex > 0). Views hide nothing
 * focusable (a checkbox's native box is only transparent), so no layout is read.
 */
export function focusablesIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden],[inert]'));
}

export class DialogFocus {
  private returnTo: HTMLElement | null = null;
  private open = false;

  constructor(
    private readonly root: ShadowRoot,
    /** The panel (role=dialog): focus stays inside it. */
    private readonly panel: () => HTMLElement,
    /** Where focus goes when the view has no field or button. */
    private readonly fallback: () => HTMLElement,
  ) {}

  /** Moves focus in (after the blocks rendered), remembering what had it on the page. */
  enter(): void {
    const doc = this.root.ownerDocument;
    if (!this.open) {
      const active = doc.activeElement;
      this.returnTo = active instanceof HTMLElement && active !== doc.body && active !== this.root.host ? active : null;
      this.open = true;
      this.root.addEventListener('keydown', this.onKey);
    }
    const first = focusablesIn(this.panel()).find((element) => !element.classList.contains('close')) ?? this.fallback();
    first.focus();
  }

  /** Focus back where it was (when that is still on the page and focusable). */
  leave(): void {
    if (!this.open) return;
    this.open = false;
    this.root.removeEventListener('keydown', this.onKey);
    const target = this.returnTo;
    this.returnTo = null;
    if (target?.isConnected && !target.closest('[inert]')) target.focus();
  }

  private readonly onKey = (event: Event) => {
    const key = event as KeyboardEvent;
    if (key.key !== 'Tab') return;
    const focusables = focusablesIn(this.panel());
    if (focusables.length === 0) {
      key.preventDefault();
      return;
    }
    const active = this.root.activeElement;
    const index = active instanceof HTMLElement ? focusables.indexOf(active) : -1;
    if (key.shiftKey && index <= 0) {
      key.preventDefault();
      focusables.at(-1)!.focus();
    } else if (!key.shiftKey && (index === -1 || index === focusables.length - 1)) {
      key.preventDefault();
      focusables[0]!.focus();
    }
  };
}
