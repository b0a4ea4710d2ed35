// The flow canvas without a mouse (issue 25): a keyboard focus that goes from node to node — arrows spatially
// (spatial/directionalNeighbour.ts), Tab along the connections (EditorNavigation.step) — and is drawn by the
// renderer (interaction.keyboardFocus, shown while the canvas has focus); Enter opens the focused node's form; Alt+
// arrows move the selection a grid step; C starts a connection from the focused node's output (again: its next
// output), focus moves to the target, Enter completes it, Escape cancels; Space and Shift+arrows select several;
// Ctrl/Cmd+arrows pan, + and − zoom, 0 fits, Home goes to the entrypoint. New nodes can be placed beside the focused
// one. Every step is said through `say` (the accessible mirror's live region). Owns the focus, hence a class.
import type { ConnectionDrawingEvent } from '../machines/connectionDrawingMachine';
import type { PortEnd } from '../machines/portEnd';
import type { ViewportEvent } from '../machines/viewportMachine';
import type { FlowModel } from '../model/FlowModel';
import type { NodeType } from '../model/flowTypes';
import { GRID_SPACING } from '../model/flowLimits';
import { moveNodesCommand } from '../model/commands/moveNodesCommand';
import type { FlowPatch } from '../model/patch/flowPatch';
import type { InteractionState, ViewportState } from '../render/FlowRenderer';
import type { KeyboardCanvasCommand } from '../input/keyCommand';
import { directionalNeighbour, type Direction } from '../spatial/directionalNeighbour';
import { NODE_WIDTH, nodeBounds, nodeHeight, nodeWidth, portPosition } from '../spatial/nodeGeometry';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import { focusTransform, findEntrypoint } from './navigation';
import { snapToGrid } from './snapToGrid';
import { nodeName, outputName } from '../accessibility/focusDescription';

/** Ctrl/Cmd+arrow pans by this share of the canvas. */
const PAN_SHARE = 0.2;
/** Alt+Shift+arrow moves this many grid steps. */
const LARGE_MOVE_STEPS = 5;
/** A node placed from the keyboard goes this far right of the focused one (then further down while taken). */
const PLACE_GAP = 80;
const PLACE_TRIES = 30;

export interface KeyboardCanvasHost {
  model: FlowModel;
  index: SpatialIndex;
  interaction: InteractionState;
  viewport(): ViewportState;
  moveViewport(event: ViewportEvent): void;
  selection(): ReadonlySet<number>;
  select(ids: readonly number[]): void;
  canEdit(): boolean;
  snap(): boolean;
  commit(patch: FlowPatch): void;
  kindLabel(type: NodeType): string;
  /** The connection drawing machine and where its connection starts (null: none drawn). */
  connection(event: ConnectionDrawingEvent): void;
  drawingStart(): PortEnd | null;
  disabledNodes(): ReadonlySet<number>;
  /** Places a new node of `type` with its corner at (x, y): its ids, or null when refused. */
  placeNode(type: NodeType, x: number, y: number): number[] | null;
  openNode(nodeId: number): void;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** Tab / Shift+Tab along the connections (moves the selection). */
  step(direction: 'next' | 'previous'): boolean;
  /**
   * The focus, its visibility or the connection being drawn changed: tell the mirror. `ringChanged`: the focus ring
   * the renderer draws changed too (shown, moved to another node, gone): redraw the node states. A press that
   * focuses the canvas shows no ring, so it asks for no redraw and the pan that press starts stays a compositor move.
   */
  changed(ringChanged: boolean): void;
  /** A sentence for the live region. */
  say(message: string): void;
}

export class KeyboardCanvas {
  private canvasFocused = false;
  /** The node the host was last told the ring is drawn on (null: none). */
  private drawnRing: number | null = null;

  constructor(private readonly host: KeyboardCanvasHost) {}

  private notify(): void {
    const { keyboardFocus, keyboardFocusVisible } = this.host.interaction;
    const ring = keyboardFocusVisible ? keyboardFocus : null;
    const ringChanged = ring !== this.drawnRing;
    this.drawnRing = ring;
    this.host.changed(ringChanged);
  }

  /** The node with keyboard focus, or null. */
  focused(): number | null {
    const id = this.host.interaction.keyboardFocus;
    return id !== null && this.host.model.hasNode(id) ? id : null;
  }

  /**
   * The canvas element got or lost DOM focus. The focus ring shows while it has it and the keyboard is in use (like
   * :focus-visible): at once when focus came from the keyboard (`visible`), else from the first key command. Taking
   * focus never moves the view (a press on the canvas focuses it too).
   */
  setCanvasFocused(on: boolean, visible = on): void {
    if (this.canvasFocused === on && (!on || this.host.interaction.keyboardFocusVisible === visible)) return;
    this.canvasFocused = on;
    if (on && this.focused() === null) this.host.interaction.keyboardFocus = this.startingNode();
    this.host.interaction.keyboardFocusVisible = on && visible;
    this.notify();
  }

  /** A key command arrived while the canvas has focus: the ring shows from now on. */
  private keyboardInUse(): void {
    if (!this.canvasFocused || this.host.interaction.keyboardFocusVisible) return;
    this.host.interaction.keyboardFocusVisible = true;
    this.notify();
  }

  /** Moves the keyboard focus to a node (and brings it into view); `select`: it becomes the selection. */
  focusNode(id: number | null, select = true, extend = false): void {
    const interaction = this.host.interaction;
    if (id !== null && !this.host.model.hasNode(id)) id = null;
    interaction.keyboardFocus = id;
    if (id !== null) {
      if (extend) this.host.select([...this.host.selection(), id]);
      else if (select) this.host.select([id]);
      this.reveal(id);
      this.followWithConnection(id);
    }
    this.notify();
  }

  /** The selection changed by pointer (a click on a node): the keyboard focus follows a single selected node. */
  selectionChanged(selection: ReadonlySet<number>): void {
    if (selection.size !== 1) return;
    const [only] = selection;
    if (only === this.host.interaction.keyboardFocus) return;
    this.host.interaction.keyboardFocus = only!;
    this.notify();
  }

  /** A node left the flow (deleted, undone): the focus goes with it. */
  nodesRemoved(ids: readonly number[]): void {
    if (this.host.interaction.keyboardFocus !== null && ids.includes(this.host.interaction.keyboardFocus)) {
      this.host.interaction.keyboardFocus = null;
      this.notify();
    }
  }

  /** Runs one keyboard command; false when it did nothing (the key is then left to the browser). */
  run(command: KeyboardCanvasCommand): boolean {
    this.keyboardInUse();
    switch (command.type) {
      case 'focus':
        return this.moveFocus(command.direction, command.extend);
      case 'move':
        return this.moveSelection(command.direction, command.large);
      case 'pan':
        this.pan(command.direction);
        return true;
      case 'toggle-selected':
        return this.toggleSelected();
      case 'activate':
        return this.activate();
      case 'connect':
        return this.startConnection();
      case 'zoom-in':
        this.host.zoomIn();
        return true;
      case 'zoom-out':
        this.host.zoomOut();
        return true;
      case 'fit':
        this.host.fit();
        return true;
      case 'home': {
        const entrypoint = findEntrypoint(this.host.model);
        if (!entrypoint) return false;
        this.focusNode(entrypoint.id);
        return true;
      }
    }
  }

  /** Tab / Shift+Tab: along the connections; the focus follows the node it selected. */
  step(direction: 'next' | 'previous'): boolean {
    if (!this.host.step(direction)) return false;
    this.keyboardInUse();
    const [only] = this.host.selection();
    if (only !== undefined) {
      this.host.interaction.keyboardFocus = only;
      this.followWithConnection(only);
      this.notify();
    }
    return true;
  }

  /** Escape while a connection is drawn from the keyboard: it is dropped. True when there was one. */
  cancelConnection(): boolean {
    if (!this.host.drawingStart()) return false;
    this.host.connection({ type: 'CANCEL' });
    this.host.say('Connection cancelled.');
    this.notify();
    return true;
  }

  /**
   * Places a new node beside the focused one (to its right, further down while that spot is taken; without a focus
   * in the middle of the view), focuses and selects it. The add-node modal calls this when a kind is picked without
   * a mouse: there is no pointer to carry a ghost.
   */
  addNode(type: NodeType): number | null {
    if (!this.host.canEdit()) return null;
    const spot = this.freeSpot(type);
    const ids = this.host.placeNode(type, spot.x, spot.y);
    const id = ids?.[0] ?? null;
    if (id !== null) this.focusNode(id);
    return id;
  }

  private startingNode(): number | null {
    const [first] = this.host.selection();
    if (first !== undefined) return first;
    const view = this.host.viewport();
    const centre = { x: (view.width / 2 - view.offsetX) / view.scale, y: (view.height / 2 - view.offsetY) / view.scale };
    const reach = Math.max(view.width, view.height) / view.scale / 2;
    let best: number | null = null;
    let bestDistance = Infinity;
    for (const id of this.host.index.nodeIdsIn({ minX: centre.x - reach, minY: centre.y - reach, maxX: centre.x + reach, maxY: centre.y + reach })) {
      const node = this.host.model.getNode(id)!;
      const distance = Math.hypot(node.x + nodeWidth(node) / 2 - centre.x, node.y + nodeHeight(node) / 2 - centre.y);
      if (distance < bestDistance || (distance === bestDistance && id < best!)) [best, bestDistance] = [id, distance];
    }
    return best ?? findEntrypoint(this.host.model)?.id ?? null;
  }

  private moveFocus(direction: Direction, extend: boolean): boolean {
    const from = this.focused();
    if (from === null) {
      const start = this.startingNode();
      if (start === null) return false;
      this.focusNode(start, true, extend);
      return true;
    }
    const next = directionalNeighbour(this.host.model, this.host.index, from, direction);
    if (next === null) {
      this.host.say(`No node ${direction === 'up' ? 'above' : direction === 'down' ? 'below' : `to the ${direction}`}.`);
      return true;
    }
    // While a connection is drawn the selection stays where it is (Enter completes at the focus).
    this.focusNode(next, this.host.drawingStart() === null, extend);
    return true;
  }

  private toggleSelected(): boolean {
    const id = this.focused();
    if (id === null) return false;
    const selection = new Set(this.host.selection());
    if (selection.has(id)) selection.delete(id);
    else selection.add(id);
    this.host.select([...selection]);
    const node = this.host.model.getNode(id)!;
    this.host.say(`${nodeName(node, this.host.kindLabel)} ${selection.has(id) ? 'selected' : 'not selected'}, ${selection.size} selected.`);
    this.notify();
    return true;
  }

  private moveSelection(direction: Direction, large: boolean): boolean {
    if (!this.host.canEdit()) return false;
    const ids = this.host.selection().size > 0 ? [...this.host.selection()] : this.focused() !== null ? [this.focused()!] : [];
    if (ids.length === 0) return false;
    const step = GRID_SPACING * (large ? LARGE_MOVE_STEPS : 1);
    const [dx, dy] = direction === 'left' ? [-step, 0] : direction === 'right' ? [step, 0] : direction === 'up' ? [0, -step] : [0, step];
    this.host.commit(moveNodesCommand(this.host.model, ids, dx, dy));
    const focus = this.focused();
    if (focus !== null) this.reveal(focus);
    const node = focus !== null ? this.host.model.getNode(focus) : undefined;
    this.host.say(`Moved ${ids.length === 1 && node ? nodeName(node, this.host.kindLabel) : `${ids.length} nodes`} ${direction}.`);
    this.notify();
    return true;
  }

  private pan(direction: Direction): void {
    const view = this.host.viewport();
    const dx = direction === 'left' ? 1 : direction === 'right' ? -1 : 0;
    const dy = direction === 'up' ? 1 : direction === 'down' ? -1 : 0;
    this.host.moveViewport({
      type: 'ANIMATE.TO',
      transform: { scale: view.scale, offsetX: view.offsetX + dx * view.width * PAN_SHARE, offsetY: view.offsetY + dy * view.height * PAN_SHARE },
    });
  }

  private activate(): boolean {
    const id = this.focused();
    if (id === null) return false;
    const start = this.host.drawingStart();
    if (start) return this.completeConnection(id, start);
    this.host.openNode(id);
    return true;
  }

  /** C: from the focused node's first output, or (pressed again on the same node) its next one. */
  private startConnection(): boolean {
    const id = this.focused();
    if (id === null || !this.host.canEdit()) return false;
    const node = this.host.model.getNode(id)!;
    if (node.outputs === 0) {
      this.host.say(`${nodeName(node, this.host.kindLabel)} has no output to connect.`);
      return true;
    }
    const current = this.host.drawingStart();
    const port = current && current.nodeId === id && current.side === 'output' ? (current.port + 1) % node.outputs : this.firstFreeOutput(id);
    const end: PortEnd = { nodeId: id, side: 'output', port };
    // A press and release on the port: the machine keeps the connection open until a second port.
    this.host.connection({ type: 'PORT.DOWN', port: end });
    this.host.connection({ type: 'PORT.UP', port: end });
    const position = portPosition(node, 'output', port);
    this.host.connection({ type: 'POINTER.MOVE', x: position.x + 40, y: position.y });
    const portText = node.outputs > 1 ? ` ${outputName(node, port)} (output ${port + 1} of ${node.outputs})` : '';
    this.host.say(`Connecting from ${nodeName(node, this.host.kindLabel)}${portText}. Move to the node to connect to and press Enter; Escape cancels.`);
    this.notify();
    return true;
  }

  private completeConnection(targetId: number, start: PortEnd): boolean {
    const target = this.host.model.getNode(targetId)!;
    const name = nodeName(target, this.host.kindLabel);
    if (target.inputs === 0 || this.host.disabledNodes().has(targetId)) {
      this.host.say(`${name} cannot take this connection${target.inputs === 0 ? ': it has no input' : ': it would make a loop'}.`);
      return true;
    }
    // The machine completes on a press of the other side's port and emits the connect (a refusal is said by the editor).
    this.host.connection({ type: 'PORT.DOWN', port: { nodeId: targetId, side: 'input', port: 0 } });
    if (this.host.drawingStart() === null && start.nodeId !== targetId) this.host.select([targetId]);
    this.notify();
    return true;
  }

  private firstFreeOutput(id: number): number {
    const node = this.host.model.getNode(id)!;
    for (let port = 0; port < node.outputs; port += 1) if (!this.host.model.connectionAtOutput(id, port)) return port;
    return 0;
  }

  /** While a connection is drawn, its loose end follows the focus (to the focused node's input). */
  private followWithConnection(id: number): void {
    if (!this.host.drawingStart()) return;
    const node = this.host.model.getNode(id);
    if (!node) return;
    const at = node.inputs > 0 ? portPosition(node, 'input', 0) : { x: node.x, y: node.y + nodeHeight(node) / 2 };
    this.host.connection({ type: 'POINTER.MOVE', x: at.x, y: at.y });
  }

  /** Pans (at the current zoom) when the node is not wholly in view. */
  private reveal(id: number): void {
    const node = this.host.model.getNode(id);
    if (!node) return;
    const box = nodeBounds(node);
    const view = this.host.viewport();
    const left = box.minX * view.scale + view.offsetX;
    const top = box.minY * view.scale + view.offsetY;
    const right = box.maxX * view.scale + view.offsetX;
    const bottom = box.maxY * view.scale + view.offsetY;
    if (left >= 0 && top >= 0 && right <= view.width && bottom <= view.height) return;
    this.host.moveViewport({ type: 'ANIMATE.TO', transform: focusTransform(box, view, true) });
  }

  private freeSpot(type: NodeType): { x: number; y: number } {
    const focus = this.focused();
    const node = focus !== null ? this.host.model.getNode(focus) : undefined;
    const view = this.host.viewport();
    const width = NODE_WIDTH[type];
    const snap = (value: number) => (this.host.snap() ? snapToGrid(value) : value);
    let x = snap(node ? node.x + nodeWidth(node) + PLACE_GAP : (view.width / 2 - view.offsetX) / view.scale - width / 2);
    let y = snap(node ? node.y : (view.height / 2 - view.offsetY) / view.scale - 40);
    for (let tries = 0; tries < PLACE_TRIES; tries += 1) {
      const taken = this.host.index.nodeIdsIn({ minX: x - 20, minY: y - 20, maxX: x + width + 20, maxY: y + 120 }).length > 0;
      if (!taken) break;
      y = snap(y + 160);
      if (tries === PLACE_TRIES - 1) x = snap(x + width + PLACE_GAP);
    }
    return { x, y };
  }
}
