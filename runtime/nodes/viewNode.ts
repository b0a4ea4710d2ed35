// The view node in a visitor's browser: renders its blocks where the widget stands (inside run.mount) or as a
// dialog over the page, and resolves with the output of the clicked button (outputs follow buttonBlocks order;
// a dialog's close output is last) and the input and checkbox values by normalised name.
//
// A view that resolved stays on screen, its clicked button pending, until the next view of the same widget
// replaces it (so a server call between two views never leaves a blank), the run is aborted, or the flow ends
// (endShownView: a dialog closes; an inline view shows the pressed button done).
import { EVENT_PAYLOAD_TEXT_MAX } from '../../contracts/runtime';
import { buttonBlocks } from '../../engine/model/view/blockTree';
import type { ViewConfig } from '../../engine/model/kinds/viewKind';
import { studioFontUrls } from '../view/fontLoader';
import { renderView, type ViewHandle } from '../view/renderView';
import type { NodeExecutor, NodeOutcome, ViewChoice } from './nodeExecutor';

interface ShownView {
  host: HTMLElement;
  handle: ViewHandle;
  dialog: boolean;
  /** The block id of the button the visitor pressed (null: none yet, or the dialog was closed). */
  pressed: number | null;
}

/** The view each widget (mount) shows now; the next view replaces it. */
const shownViews = new WeakMap<HTMLElement, ShownView>();
/** Widgets whose visitor already interacted (widget_touched is recorded once per widget on the page). */
const touchedMounts = new WeakSet<HTMLElement>();

function removeView(mount: HTMLElement, view: ShownView): void {
  view.handle.destroy();
  view.host.remove();
  if (shownViews.get(mount) === view) shownViews.delete(mount);
}

/**
 * The flow of the widget at `mount` ended (finished or failed; an abort removes views itself) with a view still
 * on screen: a dialog closes (it would cover the page with nothing left to do); an inline view stays, its
 * controls disabled, the pressed button done when the flow finished (no done mark when it failed). A view the
 * flow ended at without a press (no buttons) stays as designed.
 */
export function endShownView(mount: HTMLElement, finished: boolean): void {
  const shown = shownViews.get(mount);
  if (!shown) return;
  if (shown.dialog) removeView(mount, shown);
  else if (shown.pressed !== null) shown.handle.setDone(finished ? shown.pressed : null);
}

/** The pressed button as events record it: its label with placeholders filled in, on one line. */
export function buttonChoice(label: string, index: number): ViewChoice {
  const text = label.replace(/\s+/g, ' ').trim();
  return { button: (text || `Button ${index + 1}`).slice(0, EVENT_PAYLOAD_TEXT_MAX), output: index + 1 };
}

export const viewNode: NodeExecutor = (run) =>
  new Promise<NodeOutcome>((resolve) => {
    const config = run.node.config as ViewConfig;
    const { mount } = run;
    const doc = mount.ownerDocument;
    const previous = shownViews.get(mount);
    // The visitor was in the view this one replaces: focus follows to the new one (else it would fall to the page).
    const focusWasInPrevious = previous !== undefined && doc.activeElement === previous.host;
    if (previous) removeView(mount, previous);
    if (run.signal.aborted) return resolve({ port: null });

    const host = doc.createElement('div');
    host.dataset.widgetView = String(run.node.id);
    // A dialog hangs off the body so no transformed or clipped ancestor of the widget can trap the overlay.
    (config.dialog ? doc.body : mount).append(host);

    const buttons = buttonBlocks(config.root);
    let settled = false;
    const settle = (outcome: NodeOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const studioOrigin = new URL(run.fileUrl('_'), doc.location?.href).origin;
    const handle = renderView(host, config, {
      substitute: (text) => run.context.substitute(text),
      fileUrl: (fileId) => run.fileUrl(fileId),
      fontUrl: studioFontUrls(studioOrigin),
      nonce: run.nonce,
      onButton(index, values) {
        if (settled) return;
        shown.pressed = buttons[index]?.id ?? null;
        handle.setPending(shown.pressed);
        settle({ port: index, values, choice: buttonChoice(run.context.substitute(String(buttons[index]?.config.label ?? '')), index) });
      },
      onClose() {
        removeView(mount, shown);
        settle({ port: buttons.length, values: {}, choice: { button: 'close', output: buttons.length + 1 } });
      },
      onTouch() {
        if (touchedMounts.has(mount)) return;
        touchedMounts.add(mount);
        run.emit('widget_flow_widget_touched');
      },
    });
    const shown: ShownView = { host, handle, dialog: config.dialog === true, pressed: null };
    shownViews.set(mount, shown);
    // A dialog takes focus itself (runtime/view/DialogFocus.ts).
    if (focusWasInPrevious && !shown.dialog) handle.focusStart();
    run.signal.addEventListener(
      'abort',
      () => {
        removeView(mount, shown);
        settle({ port: null });
      },
      { once: true },
    );
    // No button and no close: nothing can be chosen, the flow ends here with the view shown.
    if (buttons.length === 0 && !config.dialog) settle({ port: null });
  });
