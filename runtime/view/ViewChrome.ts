// The frame around a view's blocks: inline (the blocks where the widget stands) or a dialog (backdrop, a
// panel of the chosen size, a close button; Escape and a backdrop click close it too). The element that is
// the view's width for adaptive rows (`.cq`, a CSS size container) is the frame inline and the panel in a dialog.
import type { DialogSize, ViewConfig } from '../../engine/model/kinds/viewKind';
import type { ViewMode } from './renderView';

export class ViewChrome {
  private frame!: HTMLElement;
  private slot!: HTMLElement;
  private backdrop: HTMLElement | null = null;
  private panel: HTMLElement | null = null;
  private closeButton: HTMLButtonElement | null = null;
  private content: HTMLElement | null = null;

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
  }

  private readonly onKey = (event: Event) => {
    if (this.backdrop && this.mode === 'preview' && (event as KeyboardEvent).key === 'Escape') this.onClose();
  };

  rebuild(view: ViewConfig): void {
    const content = this.content;
    this.frame.remove();
    this.build(view);
    this.setContent(content);
  }

  setContent(element: HTMLElement | null): void {
    this.content = element;
    if (element && this.slot.firstElementChild !== element) this.slot.replaceChildren(element);
    else if (!element) this.slot.replaceChildren();
    if (this.closeButton && element) this.slot.insertBefore(this.closeButton, element);
  }

  setSize(size: DialogSize): void {
    this.backdrop?.setAttribute('data-size', size);
    this.panel?.setAttribute('data-size', size);
  }

  setMode(mode: ViewMode): void {
    this.mode = mode;
    this.frame.dataset.mode = mode;
  }

  /** Whether a click landed on the dialog's own controls (close button, backdrop) rather than on a block. */
  isChromeTarget(event: Event): boolean {
    const target = event.composedPath()[0];
    return target === this.closeButton || target === this.backdrop;
  }

  private build(view: ViewConfig): void {
    const doc = this.root.ownerDocument;
    this.frame = doc.createElement('div');
    this.frame.className = 'frame';
    this.frame.dataset.mode = this.mode;
    if (!view.dialog) {
      this.frame.classList.add('cq');
      this.slot = this.frame;
      this.backdrop = this.panel = this.closeButton = null;
    } else {
      if (this.placement === 'contained') this.frame.classList.add('contained');
      this.backdrop = doc.createElement('div');
      this.backdrop.className = 'backdrop';
      this.panel = doc.createElement('div');
      this.panel.className = 'panel cq';
      this.panel.setAttribute('role', 'dialog');
      this.panel.setAttribute('aria-modal', 'true');
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
    this.root.append(this.frame);
  }
}
