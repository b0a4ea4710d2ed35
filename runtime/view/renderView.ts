// renderView: a view's blocks in a shadow root, for visitors (runtime/nodes/viewNode.ts) and designers (the
// view editor's preview). Blocks are keyed by id: update() re-renders only blocks whose config, style or
// children changed, and rewrites only those blocks' stylesheets.
import type { ContextValue } from '../../contracts/runtime';
import { buttonBlocks, type Block } from '../../engine/model/view/blockTree';
import type { ViewConfig } from '../../engine/model/kinds/viewKind';
import { normaliseContextName } from '../../engine/model/context/contextName';
import { jsonEqual } from '../../engine/model/jsonEqual';
import { resolveBlockConfig, resolveBlockStyle } from '../../engine/model/view/resolveBlock';
import type { Font } from '../../engine/model/view/blockStyle';
import { blockCss } from './blockCss';
import { createBlockElement, type ElementInputs } from './blockElements';
import { createField, fieldAnnouncement, fieldValue, refreshField, setStateAttribute, type Field } from './fieldState';
import { loadFonts, type FontUrlResolver } from './fontLoader';
import { createStyleSink, type StyleSink } from './styleSink';
import { VIEW_BASE_CSS } from './viewBaseCss';
import { ViewChrome } from './ViewChrome';

export type ViewMode = 'preview' | 'design';

export interface RenderViewOptions {
  /** {{token}} substitution (runtime: the flow's context; editor: sample values). Default: texts as written. */
  substitute?(text: string): string;
  /** Studio-served URL of an image file id. */
  fileUrl(fileId: string): string;
  /** Studio-served font file of a family/weight/style; null or absent: generic fallback family. */
  fontUrl?: FontUrlResolver;
  /** A button was clicked and every input is valid: its index among the view's buttons (output order) and the values. */
  onButton?(buttonIndex: number, values: Record<string, ContextValue>): void;
  /** The dialog's close button, Escape or a click on the backdrop. */
  onClose?(): void;
  /** The visitor's first interaction with the view (pointer, key or input). */
  onTouch?(): void;
  /** 'preview' (default): behaves as for a visitor. 'design': no input handling, no state overrides. */
  mode?: ViewMode;
  /** A dialog covers the window ('overlay', default) or the host element only ('contained', for the editor canvas). */
  dialogPlacement?: 'overlay' | 'contained';
  /** CSP nonce for <style> elements (used only where constructed stylesheets are unavailable, or with styleElements). */
  nonce?: string;
  /** Use <style> elements instead of constructed stylesheets. */
  styleElements?: boolean;
}

export interface ViewHandle {
  readonly shadowRoot: ShadowRoot;
  update(view: ViewConfig): void;
  blockElement(id: number): HTMLElement | null;
  /** Where each block is on screen (viewport coordinates), for the editor's overlays. */
  blockRects(): Map<number, DOMRect>;
  /** The innermost block an event happened on (through the shadow boundary), or null. */
  blockIdAt(event: Event): number | null;
  /** The generated CSS of one block (what its stylesheet holds). */
  blockCss(id: number): string;
  setMode(mode: ViewMode): void;
  /** Validates every field, shows the invalid ones; true when all are valid. */
  validate(): boolean;
  /** The input and checkbox values by normalised name. */
  values(): Record<string, ContextValue>;
  /** Pending after a valid click (the clicked button and every field get the pending state, controls are disabled); null clears. */
  setPending(buttonId: number | null): void;
  /**
   * The flow ended with this view on screen: the pending state ends, every control stays disabled (nothing more
   * can be sent) and the pressed button, when given, gets the done state (`data-done`, a check mark after its
   * label). null: ended without a done mark (the flow failed).
   */
  setDone(buttonId: number | null): void;
  /** Moves focus to the start of the view (a dialog: its first control), e.g. when it replaced the view that had it. */
  focusStart(): void;
  destroy(): void;
}

/** What the view's live region says (issue 25; runtime/view/README.md "Accessibility"). */
export const ANNOUNCEMENTS = {
  pending: 'Please wait…',
  done: 'Done.',
  failed: 'Something went wrong. Please try again later.',
  invalid: (count: number) => (count === 1 ? '1 field needs attention.' : `${count} fields need attention.`),
};

interface Rendered {
  block: Block;
  element: HTMLElement;
  field: Field | null;
}

interface RenderPass {
  /** Ids rendered in this pass (a skipped unchanged subtree counts by its top block only). */
  seen: Set<number>;
  /** Blocks that left their parent in this pass: removed at its end unless rendered elsewhere. */
  dropped: Block[];
}

const sheetKey = (id: number) => `b${id}`;

class ViewRenderer implements ViewHandle {
  readonly shadowRoot: ShadowRoot;
  private readonly sink: StyleSink;
  private readonly chrome: ViewChrome;
  private readonly blocks = new Map<number, Rendered>();
  /** The inputs and checkboxes, and the buttons, among `blocks`. */
  private readonly fields = new Map<number, Rendered>();
  private readonly buttons = new Map<number, Rendered>();
  private readonly elementInputs: ElementInputs;
  private view: ViewConfig;
  private attempted = false;
  private touched = false;
  private pending = false;
  /** A pointer is down on the view; fields left meanwhile wait in blurredDuringPress until it is released. */
  private pressing = false;
  private readonly blurredDuringPress = new Set<Rendered>();
  private readonly cleanup: (() => void)[] = [];

  constructor(
    host: HTMLElement,
    view: ViewConfig,
    private readonly options: RenderViewOptions,
  ) {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.replaceChildren();
    if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [];
    this.shadowRoot = root;
    this.sink = createStyleSink(root, options.nonce, options.styleElements);
    this.sink.set('base', VIEW_BASE_CSS);
    const substitute = options.substitute ?? ((text: string) => text);
    this.elementInputs = { document: host.ownerDocument, substitute, fileUrl: options.fileUrl };
    this.view = view;
    this.chrome = new ViewChrome(root, view, options.mode ?? 'preview', options.dialogPlacement ?? 'overlay', () => this.options.onClose?.());
    this.listen();
    this.renderTree(view.root);
    this.chrome.opened();
  }

  update(view: ViewConfig): void {
    if (view.dialog !== this.view.dialog) this.chrome.rebuild(view);
    else if (view.size !== this.view.size) this.chrome.setSize(view.size);
    this.view = view;
    this.renderTree(view.root);
  }

  blockElement(id: number): HTMLElement | null {
    return this.blocks.get(id)?.element ?? null;
  }

  blockRects(): Map<number, DOMRect> {
    const rects = new Map<number, DOMRect>();
    for (const [id, rendered] of this.blocks) rects.set(id, rendered.element.getBoundingClientRect());
    return rects;
  }

  blockIdAt(event: Event): number | null {
    for (const target of event.composedPath()) {
      if (target === this.shadowRoot) break;
      const id = (target as HTMLElement).dataset?.blockId;
      if (id !== undefined && this.blocks.has(Number(id))) return Number(id);
    }
    return null;
  }

  blockCss(id: number): string {
    return this.sink.get(sheetKey(id)) ?? '';
  }

  setMode(mode: ViewMode): void {
    this.chrome.setMode(mode);
    for (const rendered of this.fields.values()) this.applyMode(rendered);
    for (const rendered of this.buttons.values()) this.applyMode(rendered);
  }

  validate(): boolean {
    let valid = true;
    for (const rendered of this.fields.values()) {
      if (!rendered.field) continue;
      rendered.field.touched = true;
      if (!refreshField(rendered.field)) valid = false;
    }
    return valid;
  }

  values(): Record<string, ContextValue> {
    const values: Record<string, ContextValue> = {};
    for (const rendered of this.fields.values()) {
      const field = rendered.field;
      if (field && field.config.name !== '') values[normaliseContextName(field.config.name)] = fieldValue(field);
    }
    return values;
  }

  setPending(buttonId: number | null): void {
    if (buttonId !== null && !this.pending) {
      // Before disabling: a disabled control drops focus to the page.
      this.chrome.holdFocus();
      this.chrome.announce(ANNOUNCEMENTS.pending);
    }
    this.pending = buttonId !== null;
    for (const [id, rendered] of [...this.fields, ...this.buttons]) {
      setStateAttribute(rendered.element, 'data-pending', this.pending && (rendered.field !== null || id === buttonId));
      if (rendered.field === null) setAriaBusy(rendered.element, this.pending && id === buttonId);
      const control = rendered.field?.control ?? (rendered.element as HTMLButtonElement);
      control.disabled = this.pending;
    }
  }

  setDone(buttonId: number | null): void {
    this.chrome.holdFocus();
    if (buttonId === null) this.chrome.showNotice(ANNOUNCEMENTS.failed);
    else this.chrome.announce(ANNOUNCEMENTS.done);
    // Still "pending" for pressButton: a done view takes no more presses.
    this.pending = true;
    for (const [id, rendered] of [...this.fields, ...this.buttons]) {
      setStateAttribute(rendered.element, 'data-pending', false);
      if (rendered.field === null) {
        setAriaBusy(rendered.element, false);
        setStateAttribute(rendered.element, 'data-done', id === buttonId);
      }
      const control = rendered.field?.control ?? (rendered.element as HTMLButtonElement);
      control.disabled = true;
    }
  }

  focusStart(): void {
    this.chrome.focusStart();
  }

  destroy(): void {
    for (const undo of this.cleanup.splice(0)) undo();
    this.chrome.destroy();
    this.blocks.clear();
    this.fields.clear();
    this.buttons.clear();
    this.shadowRoot.replaceChildren();
    if ('adoptedStyleSheets' in this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [];
  }

  // ---- rendering ---------------------------------------------------------------------------------------

  private renderTree(root: Block): void {
    const pass: RenderPass = { seen: new Set(), dropped: [] };
    const element = this.renderBlock(root, pass);
    this.chrome.setContent(element);
    for (const block of pass.dropped) this.removeSubtree(block, pass.seen);
    this.refreshButtons();
  }

  /**
   * Renders one block (reusing its element when its type and config are unchanged) and its children. A block
   * whose object is the one rendered last time is unchanged with its whole subtree (trees are immutable: an edit
   * copies only the path to what it changed), so it is skipped without a look inside: an edit costs the edited
   * path and its siblings, not the view.
   */
  private renderBlock(block: Block, pass: RenderPass): HTMLElement | null {
    if (pass.seen.has(block.id)) return null; // a duplicate id in a draft: the first one wins
    pass.seen.add(block.id);
    const previous = this.blocks.get(block.id);
    if (previous?.block === block) return previous.element;
    const sameType = previous !== undefined && previous.block.type === block.type;
    const sameConfig = sameType && (previous.block.config === block.config || jsonEqual(previous.block.config, block.config));
    let rendered = previous;
    // A container's config only changes its stylesheet (direction, weights, adaptive); other configs change content.
    if (!rendered || !sameType || (!sameConfig && block.type !== 'container')) {
      const created = createBlockElement(block, this.elementInputs);
      const field = created.control && created.message ? createField(block, created.element, created.control, created.message, this.elementInputs.substitute) : null;
      rendered = { block, element: created.element, field };
      if (previous) {
        previous.element.replaceWith(rendered.element);
        // A container turned into a leaf: its children go unless they are rendered elsewhere.
        if (previous.block.children && block.type !== 'container') pass.dropped.push(...previous.block.children);
      }
      this.blocks.set(block.id, rendered);
      this.track(rendered, previous);
      if (rendered.field) refreshField(rendered.field);
      this.applyMode(rendered);
      // A text or label edit keeps the block's rules: its sheet (keyed by id) stays as it is.
      if (!sameType || !sameStyle(previous!.block, block)) this.writeCss(block);
    } else if (!sameConfig || !sameStyle(previous!.block, block)) {
      this.writeCss(block);
    }
    const before = rendered === previous ? previous.block.children : undefined;
    rendered.block = block;
    if (block.type === 'container') {
      const children: HTMLElement[] = [];
      for (const child of block.children ?? []) {
        const element = this.renderBlock(child, pass);
        if (element) children.push(element);
      }
      syncChildren(rendered.element, children);
      // Children no longer here were removed or moved: removed at the end of the pass unless rendered elsewhere.
      if (before && before !== block.children) pass.dropped.push(...before);
    }
    return rendered.element;
  }

  /** Removes a block that left the tree with its subtree, except what this pass rendered (moved elsewhere). */
  private removeSubtree(block: Block, seen: ReadonlySet<number>): void {
    if (seen.has(block.id)) return;
    const rendered = this.blocks.get(block.id);
    if (!rendered) return;
    rendered.element.remove();
    this.sink.delete(sheetKey(block.id));
    this.blocks.delete(block.id);
    this.fields.delete(block.id);
    this.buttons.delete(block.id);
    for (const child of rendered.block.children ?? []) this.removeSubtree(child, seen);
  }

  /** Keeps the fields and buttons apart, so the states they share never walk the whole view. */
  private track(rendered: Rendered, previous: Rendered | undefined): void {
    const id = rendered.block.id;
    if (previous) {
      this.fields.delete(id);
      this.buttons.delete(id);
    }
    if (rendered.field) this.fields.set(id, rendered);
    else if (rendered.block.type === 'button') this.buttons.set(id, rendered);
  }

  private writeCss(block: Block): void {
    const style = resolveBlockStyle(block);
    const container = block.type === 'container' ? resolveBlockConfig(block as Block & { type: 'container' }) : null;
    this.sink.set(sheetKey(block.id), blockCss({ id: block.id, type: block.type, style, container, childCount: childCount(block), fileUrl: this.options.fileUrl }));
    if (this.options.fontUrl && (block.type === 'text' || block.type === 'button' || block.type === 'input' || block.type === 'checkbox')) {
      const fonts: Font[] = [style.font];
      if (block.type === 'input') fonts.push(style.labelFont);
      for (const override of style.overrides) {
        for (const modifier of override.styles) if (modifier.property === 'font' || modifier.property === 'labelFont') fonts.push({ ...style.font, ...(modifier.value as Partial<Font>) });
      }
      loadFonts(fonts, this.options.fontUrl);
    }
  }

  private applyMode(rendered: Rendered): void {
    const design = this.chrome.mode === 'design';
    const focusable = rendered.field?.control ?? (rendered.block.type === 'button' ? rendered.element : null);
    if (!focusable) return;
    if (design) focusable.tabIndex = -1;
    else focusable.removeAttribute('tabindex');
  }

  /** Buttons show the invalid state while a field is invalid, once the visitor tried a button or left a field invalid. */
  private refreshButtons(): void {
    let invalid = false;
    let shown = this.attempted;
    for (const rendered of this.fields.values()) {
      if (!refreshField(rendered.field!)) {
        invalid = true;
        if (rendered.field!.touched) shown = true;
      }
    }
    for (const rendered of this.buttons.values()) setStateAttribute(rendered.element, 'data-invalid', invalid && shown);
  }

  // ---- interaction (preview only) ----------------------------------------------------------------------

  private listen(): void {
    const root = this.shadowRoot;
    const on = <K extends keyof HTMLElementEventMap>(type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
      const listener = (event: Event) => handler(event as HTMLElementEventMap[K]);
      root.addEventListener(type, listener);
      this.cleanup.push(() => root.removeEventListener(type, listener));
    };
    const touch = () => {
      if (this.chrome.mode !== 'preview' || this.touched) return;
      this.touched = true;
      this.options.onTouch?.();
    };
    on('pointerdown', touch);
    on('keydown', touch);
    on('click', (event) => {
      if (this.chrome.mode === 'design') {
        if (!this.chrome.isChromeTarget(event)) event.preventDefault();
        return;
      }
      const id = this.blockIdAt(event);
      const rendered = id === null ? undefined : this.blocks.get(id);
      if (rendered?.block.type === 'button') this.pressButton(rendered);
    });
    on('input', (event) => {
      touch();
      const rendered = this.fieldOf(event);
      if (!rendered?.field) return;
      if (rendered.field.control instanceof HTMLTextAreaElement) autoGrow(rendered.field.control);
      this.refreshButtons();
    });
    on('change', (event) => {
      const rendered = this.fieldOf(event);
      if (rendered?.field?.kind !== 'checkbox') return;
      rendered.field.touched = true;
      this.refreshButtons();
    });
    on('focusout', (event) => {
      const rendered = this.fieldOf(event);
      if (rendered?.field?.kind !== 'input' || this.pending) return;
      // A press elsewhere in the view took focus: the message would push what is below it (the button being
      // pressed) away before the press ends, so the field is judged once the press is over.
      if (this.pressing) this.blurredDuringPress.add(rendered);
      else this.leftField(rendered);
    });
    on('pointerdown', () => {
      if (this.pressing) return;
      this.pressing = true;
      const doc = this.shadowRoot.ownerDocument;
      const release = () => {
        doc.removeEventListener('pointerup', release, true);
        doc.removeEventListener('pointercancel', release, true);
        // After the click that follows pointerup in the same task.
        setTimeout(() => {
          this.pressing = false;
          for (const each of this.blurredDuringPress) if (this.blocks.get(each.block.id) === each) this.leftField(each);
          this.blurredDuringPress.clear();
        }, 0);
      };
      doc.addEventListener('pointerup', release, true);
      doc.addEventListener('pointercancel', release, true);
    });
  }

  /** A field the visitor left: its invalid state shows now, and is said, since the visitor has moved on. */
  private leftField(rendered: Rendered): void {
    if (!rendered.field || this.pending) return;
    const wasShown = rendered.element.hasAttribute('data-invalid');
    rendered.field.touched = true;
    this.refreshButtons();
    if (!wasShown && rendered.element.hasAttribute('data-invalid')) this.chrome.announce(fieldAnnouncement(rendered.field) ?? '');
  }

  private fieldOf(event: Event): Rendered | undefined {
    const id = this.blockIdAt(event);
    return id === null ? undefined : this.blocks.get(id);
  }

  private pressButton(rendered: Rendered): void {
    if (this.pending) return;
    if (!this.validate()) {
      this.attempted = true;
      this.refreshButtons();
      const invalid = [...this.fields.values()].filter((each) => each.field?.element.hasAttribute('data-invalid'));
      // The count is said; the first invalid field takes focus and reads its own message (aria-describedby).
      this.chrome.announce(ANNOUNCEMENTS.invalid(invalid.length));
      invalid[0]?.field!.control.focus();
      return;
    }
    const index = buttonBlocks(this.view.root).findIndex((button) => button.id === rendered.block.id);
    if (index >= 0) this.options.onButton?.(index, this.values());
  }
}

function setAriaBusy(element: HTMLElement, busy: boolean): void {
  if (busy) element.setAttribute('aria-busy', 'true');
  else element.removeAttribute('aria-busy');
}

function childCount(block: Block): number {
  return block.children?.length ?? 0;
}

/** The inputs of a block's rules besides its config: style and (for rows) the number of children. */
function sameStyle(previous: Block, block: Block): boolean {
  return (previous.style === block.style || jsonEqual(previous.style, block.style)) && childCount(previous) === childCount(block);
}

/** Makes `parent`'s children exactly `children`, in order, moving only what is out of place. */
function syncChildren(parent: HTMLElement, children: readonly HTMLElement[]): void {
  children.forEach((child, index) => {
    const current = parent.children[index];
    if (current !== child) parent.insertBefore(child, current ?? null);
  });
  while (parent.children.length > children.length) parent.lastElementChild!.remove();
}

function autoGrow(area: HTMLTextAreaElement): void {
  area.style.height = 'auto';
  area.style.height = `${area.scrollHeight}px`;
}

/** Renders `view` into `host`'s shadow root (attached when absent, reused and emptied when present). */
export function renderView(host: HTMLElement, view: ViewConfig, options: RenderViewOptions): ViewHandle {
  return new ViewRenderer(host, view, options);
}
