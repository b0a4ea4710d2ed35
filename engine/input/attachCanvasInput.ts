// Binds the DOM to the editor: pointer, wheel and double-click on the canvas element, shortcut keys on the
// window (ignored while typing in a field or when the host turned keys off), size changes of the element. The
// element takes focus (tabindex 0; a press on it focuses it too): while it has it, the keyboard-only commands
// (issue 25, keyCommand.ts) and Tab apply, and the editor draws the keyboard focus ring.
// Copy, cut and paste go through the browser's clipboard events rather than keydown, so copied nodes reach the
// system clipboard and paste works across tabs and widgets.
// Returns the function that removes every listener.
import { toCanvasPointer, type CanvasCursor, type CanvasPointer } from './canvasPointer';
import { isTextEntryTarget, keyCommand, type EditorKeyCommand } from './keyCommand';
import { wheelEvent } from './wheelInput';
import type { ViewportEvent } from '../machines/viewportMachine';

export interface CanvasInputTarget {
  pointerDown(pointer: CanvasPointer): void;
  pointerMove(pointer: CanvasPointer): void;
  pointerUp(pointer: CanvasPointer): void;
  pointerCancel(): void;
  pointerLeave(): void;
  doubleClick(pointer: CanvasPointer): void;
  wheel(event: Extract<ViewportEvent, { type: 'WHEEL' }>): void;
  /** Returns true when the command was taken (the browser's default is then prevented). */
  key(command: EditorKeyCommand): boolean;
  keysEnabled(): boolean;
  /** The copied selection as clipboard text, or null when nothing is copyable. */
  copyToText(): string | null;
  cutToText(): string | null;
  /** True when the text was copied nodes (placed as a ghost, or refused with a reason). */
  pasteText(text: string): boolean;
  resize(width: number, height: number): void;
  /** Registers the cursor sink; returns its removal. */
  onCursor(listener: (cursor: CanvasCursor) => void): () => void;
  /** The canvas element got (true) or lost DOM focus; `visible`: it came from the keyboard (:focus-visible). */
  canvasFocus(focused: boolean, visible?: boolean): void;
}

/** Whether the browser would show a focus ring (keyboard focus); true where :focus-visible is unknown. */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function attachCanvasInput(element: HTMLElement, target: CanvasInputTarget): () => void {
  const pointer = (event: PointerEvent | MouseEvent) => toCanvasPointer(event, element.getBoundingClientRect());

  const onPointerDown = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    element.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    // preventDefault keeps the browser from focusing: the canvas takes focus itself, so keys reach it after a click.
    // Without a ring (`focusVisible: false`): a script's focus would otherwise match :focus-visible, ringing the
    // canvas after a mouse press, and every frame of the drag that follows re-rastered that ring's tiles under the
    // moving canvas (bench/README, "The focus ring under a moving canvas").
    if (document.activeElement !== element) element.focus({ preventScroll: true, focusVisible: false });
    target.pointerDown(pointer(event));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (event.isPrimary) target.pointerMove(pointer(event));
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    if (element.hasPointerCapture?.(event.pointerId)) element.releasePointerCapture(event.pointerId);
    target.pointerUp(pointer(event));
  };
  const onPointerCancel = () => target.pointerCancel();
  const onPointerLeave = () => target.pointerLeave();
  const onDoubleClick = (event: MouseEvent) => target.doubleClick(pointer(event));
  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const at = pointer(event);
    target.wheel(wheelEvent(event, at.x, at.y, element.clientHeight));
  };
  const onContextMenu = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || !target.keysEnabled() || isTextEntryTarget(event.target as HTMLElement | null)) return;
    const command = keyCommand(event, document.activeElement === element);
    // Left to the browser, which fires the clipboard events below.
    if (command === 'copy' || command === 'cut' || command === 'paste') return;
    if (command && target.key(command)) event.preventDefault();
  };
  const clipboardIsOurs = (event: ClipboardEvent) =>
    !event.defaultPrevented &&
    event.clipboardData !== null &&
    target.keysEnabled() &&
    !isTextEntryTarget(event.target as HTMLElement | null) &&
    // Text the user selected on the page is theirs to copy.
    (event.type === 'paste' || (document.getSelection()?.isCollapsed ?? true));
  const onCopyOrCut = (event: ClipboardEvent) => {
    if (!clipboardIsOurs(event)) return;
    const text = event.type === 'cut' ? target.cutToText() : target.copyToText();
    if (text === null) return;
    event.clipboardData!.setData('text/plain', text);
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (!clipboardIsOurs(event)) return;
    if (target.pasteText(event.clipboardData!.getData('text/plain'))) event.preventDefault();
  };
  const unsubscribeCursor = target.onCursor((cursor) => {
    element.style.cursor = cursor;
  });
  const observer = new ResizeObserver(() => target.resize(element.clientWidth, element.clientHeight));
  observer.observe(element);
  target.resize(element.clientWidth, element.clientHeight);

  const onFocus = () => target.canvasFocus(true, focusVisible(element));
  const onBlur = () => target.canvasFocus(false);
  if (!element.hasAttribute('tabindex')) element.tabIndex = 0;
  element.addEventListener('focus', onFocus);
  element.addEventListener('blur', onBlur);
  if (document.activeElement === element) onFocus();
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerCancel);
  element.addEventListener('pointerleave', onPointerLeave);
  element.addEventListener('dblclick', onDoubleClick);
  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('contextmenu', onContextMenu);
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('copy', onCopyOrCut);
  window.addEventListener('cut', onCopyOrCut);
  window.addEventListener('paste', onPaste);
  element.style.touchAction = 'none';
  element.style.cursor = 'grab';

  return () => {
    observer.disconnect();
    unsubscribeCursor();
    element.removeEventListener('focus', onFocus);
    element.removeEventListener('blur', onBlur);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerUp);
    element.removeEventListener('pointercancel', onPointerCancel);
    element.removeEventListener('pointerleave', onPointerLeave);
    element.removeEventListener('dblclick', onDoubleClick);
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('contextmenu', onContextMenu);
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('copy', onCopyOrCut);
    window.removeEventListener('cut', onCopyOrCut);
    window.removeEventListener('paste', onPaste);
  };
}
