// The frame around a view's blocks: inline (the blocks where the widget stands) or a dialog (backdrop, a
// panel of the chosen size, a close button; Escape and a backdrop click close it too). The element that is
// the view's width for adaptive rows (`.cq`, a CSS size container) is the frame inline and the panel in a dialog.
// It also holds what assistive technology needs around the blocks (issue 25): a polite live region for what the
// view says (validation, pending, done), the dialog's name (its first heading or text), and, for a dialog over the
// page, focus moved in, kept in and given back (DialogFocus) with the page behind inert (pageInert).
import type { DialogSize, ViewConfig } from '../../engine/model/kinds/viewKind';
import { DialogFocus } from './DialogFocus';
import { closeModalHost, openModalHost } from './pageInert';
import type { ViewMode } from './renderView';

export class ViewChrome {
  private frame!: HTMLElement;
  private slot!: HTMLElement;
  private backdrop: HTMLElement | null = null;
  private panel: HTMLElement | null = null;
  private closeButton: HTMLButtonElement | null = null;
  private content: HTMLElement | null = null;
  private live!: HTMLElement;
  private liveFlip = false;
  /** The one notice under the blocks (showNotice), kept so a second call changes it rather than adding another. */
  private notice: HTMLElement | null = null;
  private modal: DialogFocus | null = null;

  constructor(
    private readonly root: ShadowRoot,
    view: ViewConfig,
    public mode: ViewMode,
    private readonly placement: 'overlay' | 'contained',
    private readonly onClose: () => void,
  ) {
    this.build(view);
    root.addEventListener('keydown', this.onKey);
  }

  destroy(): void {
    this.root.removeEventListener('keydown', this.onKey);
    this.leaveModal();
  }

  private readonly onKey = (event: Event) => {
    if (this.backdrop && this.mode === 'preview' && (event as KeyboardEvent).key === 'Escape') {
      event.stopPropagation();
      this.onClose();
    }
  };

  rebuild(view: ViewConfig): void {
    const content = this.content;
    this.leaveModal();
    this.frame.remove();
    this.build(view);
    this.setContent(content);
    this.opened();
  }

  setContent(element: HTMLElement | null): void {
    this.content = element;
    if (element && this.slot.firstElementChild !== element) this.slot.replaceChildren(element);
    else if (!element) this.slot.replaceChildren();
    if (this.closeButton && element) this.slot.insertBefore(this.closeButton, element);
    // Inside the dialog: an aria-modal dialog hides everything outside it from assistive technology.
    if (this.live.parentElement !== this.slot) this.slot.append(this.live);
    this.nameDialog();
  }

  setSize(size: DialogSize): void {
    this.backdrop?.setAttribute('data-size', size);
    this.panel?.setAttribute('data-size', size);
  }

  setMode(mode: ViewMode): void {
    this.mode = mode;
    this.frame.dataset.mode = mode;
    if (mode === 'design') this.leaveModal();
    else this.opened();
  }

  /**
   * The blocks are on screen: a dialog over the page (a visitor's, or the preview's overlay) takes focus and makes
   * the page behind inert. Contained dialogs (the editor canvas) and design mode do neither.
   */
  opened(): void {
    if (!this.panel || this.placement !== 'overlay' || this.mode !== 'preview' || this.modal) return;
    this.modal = new DialogFocus(this.root, () => this.panel!, () => this.closeButton ?? this.panel!);
    openModalHost(this.root.host as HTMLElement);
    this.modal.enter();
  }

  private leaveModal(): void {
    if (!this.modal) return;
    const modal = this.modal;
    this.modal = null;
    // The page first: an inert element cannot take focus back.
    closeModalHost(this.root.host as HTMLElement);
    modal.leave();
  }

  /** Tells assistive technology `text` (a polite status). The same text twice is still announced twice. */
  announce(text: string): void {
    this.liveFlip = !this.liveFlip;
    this.live.textContent = text === '' ? '' : `${text}${this.liveFlip ? '\u00a0' : ''}`;
  }

  /**
   * A message shown under the blocks until the view goes (the flow failed with this view on screen): the visitor
   * sees why nothing more happens, in words and not by colour alone. Said through the live region too. Called again
   * (the same failure reported twice), the one notice takes the new text: never a second notice.
   */
  showNotice(text: string): void {
    if (!this.notice) {
      this.notice = this.root.ownerDocument.createElement('p');
      this.notice.className = 'm notice';
    }
    this.notice.textContent = text;
    if (this.notice.parentElement !== this.slot || this.notice.nextElementSibling !== this.live) this.slot.insertBefore(this.notice, this.live);
    this.announce(text);
  }

  /**
   * Keeps focus in the view when the control that has it is about to be disabled (a press went pending): a disabled
   * control drops focus to the page's body, and a screen reader would lose its place. Focus goes to the panel or
   * the frame (focusable by script only), from where the next view or the done state is read.
   */
  holdFocus(): void {
    const active = this.root.activeElement;
    if (!active || active === this.closeButton) return;
    this.focusTarget().focus({ preventScroll: true });
  }

  /** Focus to the start of the view (a view that replaced the one the visitor was in). */
  focusStart(): void {
    if (this.modal) this.modal.enter();
    else this.focusTarget().focus({ preventScroll: true });
  }

  /** Whether a click landed on the dialog's own controls (close button, backdrop) rather than on a block. */
  isChromeTarget(event: Event): boolean {
    const target = event.composedPath()[0];
    return target === this.closeButton || target === this.backdrop;
  }

  private focusTarget(): HTMLElement {
    return this.panel ?? this.frame;
  }

  /** The dialog is named by its first heading, else its first text (an unnamed dialog reads as just "dialog"). */
  private nameDialog(): void {
    if (!this.panel) return;
    const title = this.content?.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6') ?? this.content?.querySelector<HTMLElement>('.k-text');
    if (title && title.textContent) {
      if (!title.id) title.id = `title-${title.dataset.blockId}`;
      this.panel.setAttribute('aria-labelledby', title.id);
      this.panel.removeAttribute('aria-label');
    } else {
      this.panel.removeAttribute('aria-labelledby');
      this.panel.setAttribute('aria-label', 'Dialog');
    }
  }

  private build(view: ViewConfig): void {
    const doc = this.root.ownerDocument;
    this.frame = doc.createElement('div');
    this.frame.className = 'frame';
    this.frame.dataset.mode = this.mode;
    this.live = doc.createElement('div');
    this.live.className = 'sr';
    this.live.setAttribute('role', 'status');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'true');
    if (!view.dialog) {
      this.frame.classList.add('cq');
      this.frame.tabIndex = -1;
      this.slot = this.frame;
      this.backdrop = this.panel = this.closeButton = null;
    } else {
      if (this.placement === 'contained') this.frame.classList.add('contained');
      this.backdrop = doc.createElement('div');
      this.backdrop.className = 'backdrop';
      this.panel = doc.createElement('div');
      this.panel.className = 'panel cq';
      this.panel.tabIndex = -1;
      this.panel.setAttribute('role', 'dialog');
      // Modal over the page; a dialog contained in the editor canvas leaves the editor around it readable.
      if (this.placement === 'overlay') this.panel.setAttribute('aria-modal', 'true');
      this.closeButton = doc.createElement('button');
      this.closeButton.type = 'button';
      this.closeButton.className = 'close';
      this.closeButton.setAttribute('aria-label', 'Close');
      this.closeButton.textContent = '\u00d7';
      this.backdrop.append(this.panel);
      this.frame.append(this.backdrop);
      this.slot = this.panel;
      this.setSize(view.size);
      this.frame.addEventListener('click', (event) => {
        if (this.mode !== 'preview') return;
        const target = event.composedPath()[0];
        if (target === this.closeButton || target === this.backdrop) this.onClose();
      });
    }
    this.slot.append(this.live);
    this.root.append(this.frame);
  }
}
