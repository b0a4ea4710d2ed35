// The flow canvas for screen readers (issue 25): a hidden but live DOM structure inside the canvas element that
// mirrors ONLY the node with keyboard focus — its name, and as its description its summary, selection, warnings and
// connections in and out by name (focusDescription.ts) — plus a polite live region for what changes (a node added,
// connected, deleted, the save state, refusals, keyboard commands; flowAnnouncements.ts). The canvas element is a
// `role=application` whose `aria-activedescendant` points at the mirrored node, so moving focus is read like moving
// through a list. Nothing here grows with the flow: one node element, one description, one live region, rewritten
// only when their text changes (bench/node/accessibleMirrorBench.ts measures it at 100,000 nodes).
import type { FlowModel } from '../model/FlowModel';
import type { NodeType } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';
import type { InteractionState } from '../render/FlowRenderer';
import { describeFocus, descriptionText, nodeName } from './focusDescription';
import { patchAnnouncement, saveAnnouncement, type SaveState } from './flowAnnouncements';

/** What the mirror reads of the editor (FlowEditor has all of it). */
export interface MirroredEditor {
  readonly model: FlowModel;
  readonly interaction: InteractionState;
  readonly keyboard: { focused(): number | null };
  selection(): ReadonlySet<number>;
  warningsFor(nodeId: number): readonly { message: string }[];
  getSnapshot(): { save: SaveState };
  on<K extends keyof MirrorEvents>(type: K, listener: (payload: MirrorEvents[K]) => void): () => void;
}

/** The editor events the mirror follows (a subset of FlowEditorEvents). */
export interface MirrorEvents {
  keyboardFocus: { nodeId: number | null };
  announce: { message: string };
  edited: { patch: FlowPatch; remote: boolean };
  refused: { reason: string };
  warnings: { changed: number[] };
  change: { save: SaveState };
}

export const CANVAS_HELP =
  'Flow canvas. Arrow keys go from node to node, Tab and Shift+Tab follow the connections. Enter opens the node. ' +
  'C starts a connection from it: go to the other node and press Enter, Escape cancels. Alt+arrows move the selected ' +
  'nodes, Space and Shift+arrows select several, Delete deletes. Ctrl+arrows pan, plus and minus zoom, 0 fits, Home ' +
  'goes to the entrypoint.';

export interface MirrorOptions {
  kindLabel(type: NodeType): string;
  /** Prefix of the mirror's element ids (several canvases on a page). */
  idPrefix?: string;
}

export interface AccessibleMirror {
  /** The text now mirrored (tests and benchmarks). */
  read(): { name: string; description: string; live: string };
  /** Re-reads the focused node now (normally driven by the editor's events). */
  refresh(): void;
  destroy(): void;
}

const HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: '0',
};

export function attachAccessibleMirror(element: HTMLElement, editor: MirroredEditor, options: MirrorOptions): AccessibleMirror {
  const doc = element.ownerDocument;
  const prefix = options.idPrefix ?? 'flow-a11y';
  const make = (tag: string, id: string) => {
    const made = doc.createElement(tag);
    made.id = `${prefix}-${id}`;
    return made;
  };
  const root = doc.createElement('div');
  Object.assign(root.style, HIDDEN);
  root.dataset.flowMirror = '';
  const help = make('p', 'help');
  help.textContent = CANVAS_HELP;
  const node = make('div', 'node');
  node.setAttribute('role', 'group');
  node.setAttribute('aria-roledescription', 'node');
  const details = make('div', 'details');
  node.setAttribute('aria-describedby', details.id);
  const live = make('div', 'live');
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');
  root.append(help, node, details, live);
  element.append(root);

  const previous = {
    role: element.getAttribute('role'),
    roledescription: element.getAttribute('aria-roledescription'),
    label: element.getAttribute('aria-label'),
    describedby: element.getAttribute('aria-describedby'),
  };
  element.setAttribute('role', 'application');
  element.setAttribute('aria-roledescription', 'flow canvas');
  if (!previous.label) element.setAttribute('aria-label', 'Flow canvas');
  element.setAttribute('aria-describedby', help.id);

  let flip = false;
  const say = (message: string) => {
    if (!message) return;
    flip = !flip;
    live.textContent = flip ? `${message}\u00a0` : message;
  };
  const setText = (target: HTMLElement, text: string) => {
    if (target.textContent !== text) target.textContent = text;
  };

  const refresh = () => {
    const id = editor.keyboard.focused();
    const drawing = editor.interaction.drawing;
    const description =
      id === null
        ? null
        : describeFocus(id, {
            model: editor.model,
            kindLabel: options.kindLabel,
            warnings: (nodeId) => editor.warningsFor(nodeId).map((warning) => warning.message),
            selection: editor.selection(),
            drawing: drawing
              ? {
                  fromName: editor.model.getNode(drawing.start.nodeId) ? nodeName(editor.model.getNode(drawing.start.nodeId)!, options.kindLabel) : `#${drawing.start.nodeId}`,
                  canComplete: id !== drawing.start.nodeId && !editor.interaction.disabledNodes.has(id) && (editor.model.getNode(id)?.inputs ?? 0) > 0,
                }
              : null,
          });
    if (!description) {
      element.removeAttribute('aria-activedescendant');
      setText(node, '');
      node.removeAttribute('aria-label');
      setText(details, '');
      return;
    }
    // A new element id per node: screen readers announce a change of active descendant, not of its label.
    const nodeId = `${prefix}-node-${description.nodeId}`;
    if (node.id !== nodeId) node.id = nodeId;
    if (node.getAttribute('aria-label') !== description.name) node.setAttribute('aria-label', description.name);
    setText(details, descriptionText(description));
    if (element.getAttribute('aria-activedescendant') !== nodeId) element.setAttribute('aria-activedescendant', nodeId);
  };

  let saveState = editor.getSnapshot().save;
  const offs = [
    editor.on('keyboardFocus', refresh),
    editor.on('announce', ({ message }) => say(message)),
    editor.on('edited', ({ patch, remote }) => {
      if (!remote) say(patchAnnouncement(patch, editor.model, options.kindLabel) ?? '');
      refresh();
    }),
    editor.on('refused', ({ reason }) => say(`Not done: ${reason}.`)),
    editor.on('warnings', ({ changed }) => {
      const id = editor.keyboard.focused();
      if (id !== null && changed.includes(id)) refresh();
    }),
    editor.on('change', (snapshot) => {
      const message = saveAnnouncement(saveState, snapshot.save);
      saveState = snapshot.save;
      if (message) say(message);
    }),
  ];
  refresh();

  return {
    read: () => ({ name: node.getAttribute('aria-label') ?? '', description: details.textContent ?? '', live: (live.textContent ?? '').replace(/\u00a0$/, '') }),
    refresh,
    destroy() {
      for (const off of offs) off();
      root.remove();
      element.removeAttribute('aria-activedescendant');
      for (const [attribute, value] of [
        ['role', previous.role],
        ['aria-roledescription', previous.roledescription],
        ['aria-label', previous.label],
        ['aria-describedby', previous.describedby],
      ] as const) {
        if (value === null) element.removeAttribute(attribute);
        else element.setAttribute(attribute, value);
      }
    },
  };
}
