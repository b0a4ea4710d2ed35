// The editor's composition root (framework-free): it builds the model, history, spatial index, interaction
// machines and the modules that work on them, wires them together, and gives the host a small API plus events.
// Logic lives in the modules (one job each); every edit takes the one path of design.md through FlowEdits.
import type { Point } from '../spatial/connectionCurve';
import type { SpatialIndex } from '../spatial/SpatialIndex';
import type { FlowModel } from '../model/FlowModel';
import type { FlowDocument, FlowNode, NodeType, PortRef } from '../model/flowTypes';
import type { FlowPatch } from '../model/patch/flowPatch';
import { History } from '../model/history/History';
import { relatedNodes } from '../model/flowReachability';
import { FlowContext, type ContextValueOption } from '../model/context/FlowContext';
import { FlowWarnings } from '../model/warnings/FlowWarnings';
import type { NodeWarning } from '../model/warnings/warningMessages';
import { runInSlices, type SliceOptions } from '../model/slicedWork';
import { createInteractionState, type FlowRenderer, type SceneSource, type ViewportState } from '../render/FlowRenderer';
import type { OverviewSink } from '../render/MinimapView';
import { NODE_KIND_LABELS } from '../render/nodeKindStyle';
import type { CanvasInputTarget } from '../input/attachCanvasInput';
import { PointerRouter } from '../input/PointerRouter';
import { createEditorActors, type EditorActors } from './editorActors';
import { EditorEvents } from './EditorEvents';
import { readEditorSnapshot, sameSnapshot, type EditorSnapshot } from './editorSnapshot';
import type { FlowEditorEvents, FlowEditorOptions } from './flowEditorOptions';
import { prepareFlow, prepareFlowNow } from './prepareFlow';
import { SceneOutputs } from './SceneOutputs';
import { FlowEdits } from './FlowEdits';
import { LiveGestures } from './LiveGestures';
import { GhostPlacement } from './GhostPlacement';
import { EditorViewport } from './EditorViewport';
import { EditorClipboard } from './EditorClipboard';
import { EditorFind } from './EditorFind';
import { EditorNavigation } from './EditorNavigation';
import { EditorResults } from './EditorResults';
import { WarningScheduler } from './WarningScheduler';
import { applyHover, hoverIsGone } from './hoverState';
import { hoverWhenViewStill, type HoverWhenViewStill } from './hoverWhenViewStill';
import { runKeyCommand } from './editorKeys';
import { canvasInputTarget, pointerRouterHost } from './canvasInput';
import { wireInteractionMachines } from './interactionWiring';
import { wireSaveAndPublish } from './saveWiring';
import { EditorCollab } from '../collab/EditorCollab';
import { KeyboardCanvas } from './KeyboardCanvas';
import { laterOn } from './editorActors';
import { retryFailedSaves } from '../collab/retryFailedSaves';
import { renumberPatch } from '../collab/renumberNodes';

export type { FlowEditorEvents, FlowEditorOptions } from './flowEditorOptions';

const NO_PATCH: FlowPatch = { ops: [] };

function refuseToSend(): Promise<never> {
  return Promise.reject(new Error('FlowEditor: give sendPatches or collab'));
}
export type { PreparedFlow } from './prepareFlow';

export class FlowEditor {
  readonly model: FlowModel;
  readonly history = new History();
  readonly index: SpatialIndex;
  readonly interaction = createInteractionState();
  readonly scene: SceneSource;
  /** What the DOM input layer drives (attachCanvasInput(element, editor.input)). */
  readonly input: CanvasInputTarget;
  /** What each node can reference in {{…}} placeholders (plus secrets). */
  readonly context: FlowContext;
  /** Node warnings, recomputed 1000 ms after the last edit. */
  readonly warnings: FlowWarnings;
  /** Find (Ctrl/Cmd+F): `find.search(query)`, `find.step(±1)`, `find.show(i)`, `find.close()`; the `find` event. */
  readonly find: EditorFind;
  /** Go to the entrypoint, zoom to the selection, Tab/Shift+Tab along connections, focus nodes, minimap jumps. */
  readonly navigation: EditorNavigation;
  /** The canvas without a mouse (issue 25): keyboard focus from node to node, moves, connections, `addNode(type)`. */
  readonly keyboard: KeyboardCanvas;
  /** The results overlay: `results.setEnabled(on)`, `results.setCounts(reached)`; subscribe for its state. */
  readonly results: EditorResults;
  /** Live co-editing (session, presence, follow mode, node-id leases) when the host gave `collab`; else null. */
  readonly collab: EditorCollab | null;

  private readonly actors: EditorActors;
  private readonly events = new EditorEvents<FlowEditorEvents>();
  private readonly outputs: SceneOutputs;
  private readonly edits: FlowEdits;
  private readonly gestures: LiveGestures;
  private readonly ghost: GhostPlacement;
  private readonly view: EditorViewport;
  private readonly router: PointerRouter;
  private readonly clipboard: EditorClipboard;
  private readonly warningScheduler: WarningScheduler;
  private readonly stillHover: HoverWhenViewStill;
  private snapshot: EditorSnapshot;
  private canEdit: boolean;
  private snap: boolean;
  private keysOn = true;
  private destroyed = false;

  /**
   * Builds the model and the spatial index in slices (prepareFlow.ts) so a 100k-node flow never holds the
   * thread for one long task, then the editor. The signal stops it between slices.
   */
  static async open(options: FlowEditorOptions, slicing: SliceOptions = {}): Promise<FlowEditor> {
    const prepared = await runInSlices(prepareFlow(options.document), slicing);
    return new FlowEditor({ ...options, prepared });
  }

  constructor(options: FlowEditorOptions) {
    const { model, index } = options.prepared ?? prepareFlowNow(options.document);
    this.model = model;
    this.index = index;
    this.context = new FlowContext(model);
    this.warnings = new FlowWarnings(model, this.context);
    this.canEdit = options.canEdit;
    this.snap = options.snap ?? true;
    this.actors = createEditorActors({
      version: options.version,
      canEdit: options.canEdit,
      publishAllowed: options.publishAllowed,
      findRelatedNodes: (nodeId) => relatedNodes(model, nodeId),
      sendPatches: options.collab ? () => this.collab!.session.send() : options.sendPatches ?? refuseToSend,
      publish: options.publish,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    const actors = this.actors;
    const canEdit = () => this.canEdit;
    const refresh = () => this.refresh();
    // Every recorded edit goes out: the co-editing session keeps it until the server confirms it.
    const saveChange = (patch: FlowPatch) => {
      this.collab?.session.local(patch);
      actors.save.send({ type: 'CHANGE', patch });
      this.events.emit('edited', { patch, remote: false });
    };
    this.view = new EditorViewport({
      model,
      index,
      state: () => actors.viewport.getSnapshot().context,
      send: (event) => actors.viewport.send(event),
      resized: (width, height) => this.outputs.resize(width, height),
    });
    this.scene = { model, index, interaction: this.interaction, viewport: () => this.view.current() };
    this.outputs = new SceneOutputs(this.scene);
    this.results = new EditorResults({ model, interaction: this.interaction, wiringVersion: () => this.context.structureVersion, outputs: this.outputs });
    this.navigation = new EditorNavigation({
      model,
      viewport: () => this.view.current(),
      moveViewport: (event) => actors.viewport.send(event),
      selection: () => this.selection(),
      select: (ids) => this.select(ids),
    });
    this.find = new EditorFind({
      model,
      kindLabel: (type) => NODE_KIND_LABELS[type],
      highlight: (matches, current) => {
        this.interaction.findMatches = matches;
        this.interaction.findCurrent = current;
        this.outputs.statesChanged();
      },
      focus: (nodeId) => this.navigation.focusNodes([nodeId]),
      changed: (state) => this.events.emit('find', state),
    });
    this.gestures = new LiveGestures({
      model,
      history: this.history,
      canEdit,
      snap: () => this.snap,
      applied: (effects, patch) => this.edits.follow(effects, patch, false),
      recorded: (patch) => {
        saveChange(patch);
        refresh();
      },
      ended: () => this.collab?.session.gestureEnded(),
    });
    this.edits = new FlowEdits({
      model,
      index,
      history: this.history,
      followers: [this.warnings, this.find, this.results],
      canEdit,
      gestureBusy: () => this.gestures.busy,
      selected: () => actors.drag.getSnapshot().context,
      warningsPending: () => this.warnings.pending,
      recomputeLater: () => actors.recompute.send({ type: 'CHANGE' }),
      nodesChanged: (ids) => this.outputs.nodesChanged(ids),
      connectionsChanged: (keys) => this.outputs.connectionsChanged(keys),
      remoteChanged: (nodes, connections) => this.outputs.remoteChanged(nodes, connections),
      removed: (nodes, connections) => {
        if (nodes.length > 0) this.keyboard.nodesRemoved(nodes);
        if (nodes.length > 0) actors.drag.send({ type: 'NODES.REMOVED', ids: nodes });
        if (connections.length > 0) actors.drag.send({ type: 'CONNECTIONS.REMOVED', keys: connections });
        if (hoverIsGone(this.interaction, model) && applyHover(this.interaction, { kind: 'background' })) this.outputs.statesChanged();
      },
      save: saveChange,
      refused: (reason) => this.events.emit('refused', { reason }),
      skipped: (redo, skipped) => this.events.emit('undoSkipped', { redo, skipped }),
      refresh,
    });
    this.collab = options.collab
      ? new EditorCollab(
          {
            model,
            canEdit,
            gestureNodes: () => this.gestures.nodes(),
            follow: (effects) => this.edits.follow(effects, NO_PATCH, false, true),
            later: laterOn(options.clock),
            viewport: () => this.view.current(),
            jumpTo: (transform) => this.view.jumpTo(transform),
            screenToWorld: (x, y) => this.view.screenToWorld(x, y),
            selection: () => this.selection(),
            onViewportChanged: (listener) => this.outputs.attachOverview({ nodesChanged: () => undefined, viewportChanged: listener }),
            refresh,
            renumbered: (ids) => this.history.rewrite((patch) => renumberPatch(patch, ids)),
          },
          options.collab,
          options.version,
        )
      : null;
    this.ghost = new GhostPlacement({
      model,
      canEdit,
      snap: () => this.snap,
      toWorld: (screen) => this.view.screenToWorld(screen.x, screen.y),
      ghost: (event) => actors.ghost.send(event),
      commit: (patch) => void this.edits.commit(patch),
      select: (ids) => this.select(ids),
      ...(options.random ? { random: options.random } : {}),
      needIds: (count) => void this.collab?.leases.ensure(count),
      refused: (reason) => this.events.emit('refused', { reason }),
    });
    this.clipboard = new EditorClipboard({
      model,
      canEdit,
      selection: () => this.selection(),
      commit: (patch) => void this.edits.commit(patch),
      beginGhost: (fragment) => this.ghost.start(fragment),
      refused: (reason) => this.events.emit('refused', { reason }),
    });
    this.keyboard = new KeyboardCanvas({
      model,
      index,
      interaction: this.interaction,
      viewport: () => this.view.current(),
      moveViewport: (event) => actors.viewport.send(event),
      selection: () => this.selection(),
      select: (ids) => this.select(ids),
      canEdit,
      snap: () => this.snap,
      commit: (patch) => void this.edits.commit(patch),
      kindLabel: (type) => NODE_KIND_LABELS[type],
      connection: (event) => actors.connection.send(event),
      drawingStart: () => actors.connection.getSnapshot().context.start,
      disabledNodes: () => actors.connection.getSnapshot().context.disabledNodes,
      placeNode: (type, x, y) => this.ghost.placeNode(type, x, y),
      openNode: (nodeId) => this.events.emit('openNode', { nodeId }),
      zoomIn: () => this.zoomIn(),
      zoomOut: () => this.zoomOut(),
      fit: () => this.fit(),
      step: (direction) => this.navigation.step(direction),
      changed: (ringChanged) => {
        if (ringChanged) this.outputs.statesChanged();
        this.events.emit('keyboardFocus', { nodeId: this.interaction.keyboardFocus });
      },
      say: (message) => this.events.emit('announce', { message }),
    });
    actors.drag.subscribe((snapshot) => this.keyboard.selectionChanged(snapshot.context.selection));
    this.warningScheduler = new WarningScheduler({
      warnings: this.warnings,
      counts: this.interaction.warningCounts as Map<number, number>,
      changed: (ids) => {
        this.outputs.nodeDecorationsChanged(ids);
        this.events.emit('warnings', { changed: [...ids] });
      },
      later: laterOn(options.clock),
    });
    this.router = new PointerRouter(
      pointerRouterHost({
        model,
        index,
        interaction: this.interaction,
        actors,
        outputs: this.outputs,
        view: this.view,
        ghost: this.ghost,
        gestures: this.gestures,
        canEdit,
        selection: () => this.selection(),
        select: (ids) => this.select(ids),
        cursor: (cursor) => this.events.emit('cursor', cursor),
        openNode: (nodeId) => this.events.emit('openNode', { nodeId }),
        openWarnings: (nodeId, screen) => this.events.emit('openWarnings', { nodeId, x: screen.x, y: screen.y }),
      }),
    );
    this.input = canvasInputTarget({
      router: this.router,
      ghost: this.ghost,
      wheel: (event) => actors.viewport.send(event),
      key: (command) => runKeyCommand(command, this),
      keysEnabled: () => this.keysOn,
      copyToText: () => this.copyToText(),
      cutToText: () => this.cutToText(),
      pasteText: (text) => this.pasteText(text),
      resize: (width, height) => this.resize(width, height),
      onCursor: (listener) => this.events.on('cursor', listener),
      canvasFocus: (focused, visible) => this.keyboard.setCanvasFocused(focused, visible),
      pointerAt: (screen) => this.collab?.pointerMoved(screen),
    });
    wireInteractionMachines({
      actors,
      interaction: this.interaction,
      outputs: this.outputs,
      gestures: this.gestures,
      connect: (from, to) => this.edits.connect(from, to),
      place: (fragment, x, y) => this.ghost.place(fragment, x, y),
      refresh,
    });
    wireSaveAndPublish(actors, {
      version: options.version,
      saved: (version) => this.events.emit('saved', { version }),
      published: () => this.events.emit('published', undefined),
      publishFailed: (error) => this.events.emit('publishFailed', { error }),
      refresh,
    });
    actors.recompute.on('recompute', () => this.warningScheduler.run());
    this.stillHover = hoverWhenViewStill(this.router, laterOn(options.clock));
    actors.viewport.subscribe(() => {
      this.warningScheduler.viewMoved();
      this.stillHover.viewMoved();
    });
    if (this.collab) {
      actors.drag.subscribe(() => this.collab?.selectionChanged());
      retryFailedSaves(actors.save, laterOn(options.clock));
    }
    for (const actor of Object.values(actors)) actor.start();
    this.snapshot = this.readSnapshot();
    // The first warnings come after the debounce too, so opening a large flow stays fast.
    actors.recompute.send({ type: 'CHANGE' });
  }

  // --- host API: attachment, events, snapshot ---

  attachRenderer(renderer: FlowRenderer): void {
    this.outputs.attachRenderer(renderer);
  }

  detachRenderer(): void {
    this.outputs.detachRenderer();
  }

  /** The minimap subscribes here (createMinimap(element, editor)); returns the unsubscribe. */
  attachOverview(sink: OverviewSink): () => void {
    return this.outputs.attachOverview(sink);
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => this.events.on('change', () => listener());
  readonly getSnapshot = (): EditorSnapshot => this.snapshot;

  on<K extends keyof FlowEditorEvents>(type: K, listener: (payload: FlowEditorEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  // --- viewport ---

  viewport(): ViewportState {
    return this.view.current();
  }

  worldToScreen(x: number, y: number): Point {
    return this.view.worldToScreen(x, y);
  }

  screenToWorld(x: number, y: number): Point {
    return this.view.screenToWorld(x, y);
  }

  resize(width: number, height: number): void {
    this.view.resize(width, height);
  }

  zoomIn(): void {
    this.view.zoomIn();
  }

  zoomOut(): void {
    this.view.zoomOut();
  }

  fit(): void {
    this.view.fit();
  }

  /** Opens at `transform` instead of the flow's first view (before the first size), or jumps there (after it). */
  startAt(transform: { scale: number; offsetX: number; offsetY: number }): void {
    this.view.startAt(transform);
  }

  /** Moves the view at once (the minimap's MinimapSource). */
  jumpTo(transform: { scale: number; offsetX: number; offsetY: number }): void {
    this.view.jumpTo(transform);
  }

  // --- modes ---

  setSnap(on: boolean): void {
    this.snap = on;
    this.refresh();
  }

  setEditable(canEdit: boolean): void {
    if (canEdit === this.canEdit) return;
    this.canEdit = canEdit;
    const event = { type: 'EDITABLE.CHANGED' as const, canEdit };
    this.actors.connection.send(event);
    this.actors.ghost.send(event);
    this.actors.drag.send(event);
    this.collab?.editableChanged();
    this.refresh();
  }

  setPublishAllowed(allowed: boolean): void {
    this.actors.publish.send({ type: 'ALLOWED.CHANGED', allowed });
    this.refresh();
  }

  /** Keys are off while a modal is open (the host says so). */
  setKeyboardEnabled(on: boolean): void {
    this.keysOn = on;
  }

  // --- edits ---

  /** Starts placing a new node of this kind (add-node modal): a ghost follows the pointer, a click places it. */
  startGhost(type: NodeType): void {
    this.ghost.startNode(type);
  }

  undo(): void {
    this.edits.undo();
  }

  redo(): void {
    this.edits.redo();
  }

  /** Delete/Backspace: the active connection and the selected nodes (the entrypoint stays). */
  deleteSelection(): void {
    this.edits.deleteSelection();
  }

  /** Connects two ports (toolbar-free path used by tests and the input layer). */
  connect(from: PortRef, to: PortRef): void {
    this.edits.connect(from, to);
  }

  /**
   * Saves a node's edited config (the edit modal): ports follow the config and connections to ports that no
   * longer exist are dropped, as one undoable step. With `opened` (the node as the form opened it, and the version
   * then), fields someone else changed meanwhile and the form did not are kept, and while co-editing the server
   * settles it as an edit made on that version (whose later values it replaced is told). False when read-only or
   * the node is gone.
   */
  updateNodeConfig(nodeId: number, config: Record<string, unknown>, opened?: { node: FlowNode; version: number }): boolean {
    const done = this.edits.updateNodeConfig(nodeId, config, opened?.node.config);
    if (done && opened) this.collab?.formSaved(opened, config);
    return done;
  }

  /** A ready-made patch (a version restore, restoreVersion.ts) as ONE undoable, autosaved step; null, or why not. */
  applyEdit(patch: FlowPatch): string | null {
    return this.edits.applyEdit(patch);
  }

  // --- clipboard ---

  /** Copies the selected nodes (not the entrypoint) and the connections between them; false when none. */
  copy(): boolean {
    return this.clipboard.copy();
  }

  cut(): void {
    this.clipboard.cut();
  }

  /** Starts a ghost of the copied nodes at the pointer. */
  paste(): void {
    this.clipboard.paste();
  }

  /** The system clipboard's copy: the selection as text for another tab or widget, or null when nothing is copyable. */
  copyToText(): string | null {
    return this.clipboard.copyToText();
  }

  cutToText(): string | null {
    return this.clipboard.cutToText();
  }

  /**
   * The system clipboard's paste: text copied from a flow starts its ghost (true); other text is not ours
   * (false); copied nodes that fail validation are refused with the reason.
   */
  pasteText(text: string): boolean {
    return this.clipboard.pasteText(text);
  }

  // --- selection ---

  /** Escape: the ghost, then the connection being drawn, then the gesture, then the selection. */
  cancel(): void {
    if (this.actors.ghost.getSnapshot().value === 'placing') this.actors.ghost.send({ type: 'CANCEL' });
    else if (this.actors.connection.getSnapshot().value !== 'idle') this.actors.connection.send({ type: 'CANCEL' });
    else if (this.router.busy) this.router.cancel();
    else this.actors.drag.send({ type: 'BACKGROUND.CLICK' });
  }

  select(ids: readonly number[]): void {
    this.actors.drag.send({ type: 'SELECT', ids });
  }

  selection(): ReadonlySet<number> {
    return this.actors.drag.getSnapshot().context.selection;
  }

  // --- context values and warnings ---

  /** The placeholder picker's list for a node: values offered upstream (nearest first), then the secrets. */
  contextValuesFor(nodeId: number): ContextValueOption[] {
    return this.context.valuesFor(nodeId);
  }

  /** A node's warnings computed now (the popover and the edit modal); the canvas icons follow the debounce. */
  warningsFor(nodeId: number): NodeWarning[] {
    return this.warnings.forNode(nodeId);
  }

  /** The warnings a node would have with an edited, unsaved config (the edit modal warns while typing). */
  warningsForConfig(nodeId: number, config: Record<string, unknown>): NodeWarning[] {
    return this.warnings.forConfig(nodeId, config);
  }

  /** How many warnings the canvas shows on the node (as of the last recompute). */
  warningCount(nodeId: number): number {
    return this.warnings.current(nodeId).length;
  }

  /** The widget's secret names (GET /widgets/{id}/secrets → name); null while not loaded (no missing-secret warnings). */
  setSecrets(names: readonly string[] | null): void {
    this.context.setSecrets(names);
    this.warnings.secretsChanged();
    this.actors.recompute.send({ type: 'CHANGE' });
  }

  /** Runs the pending warning recompute now, to the end, instead of after the debounce. */
  flushWarnings(): void {
    this.warningScheduler.flush(() => this.actors.recompute.send({ type: 'FLUSH' }));
  }

  // --- saving and publishing ---

  publish(): void {
    this.actors.publish.send({ type: 'PUBLISH' });
  }

  /** Saves now instead of after the debounce (leaving the page). */
  flushSave(): void {
    this.actors.save.send({ type: 'FLUSH' });
  }

  /** The whole document (export). O(flow): only on request. */
  exportDocument(): FlowDocument {
    return this.model.toDocument();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.warningScheduler.stop();
    this.stillHover.stop();
    this.find.destroy();
    this.collab?.destroy();
    for (const actor of Object.values(this.actors)) actor.stop();
    this.events.clear();
    this.outputs.clear();
  }

  // --- wiring helpers ---

  private readSnapshot(): EditorSnapshot {
    return readEditorSnapshot({
      actors: this.actors,
      model: this.model,
      history: this.history,
      canEdit: this.canEdit,
      snap: this.snap,
      ...(this.collab ? { version: this.collab.session.version, following: this.collab.following } : {}),
    });
  }

  private refresh(): void {
    if (this.destroyed || !this.actors) return;
    const next = this.readSnapshot();
    if (this.snapshot && sameSnapshot(next, this.snapshot)) return;
    this.snapshot = next;
    this.events.emit('change', next);
  }
}
