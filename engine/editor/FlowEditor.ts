// The editor's composition root (framework-free): it owns the model, history, spatial index, interaction
// machines and (when attached) a renderer, and gives the host a small API plus events. Every edit takes the
// one path of design.md: command → patch → commitPatch → index/renderer update of the touched ids → save.
import type { Point } from '../spatial/connectionCurve';
import { hitTest, type HitResult } from '../spatial/hitTest';
import { SpatialIndex } from '../spatial/SpatialIndex';
import { FlowModel } from '../model/FlowModel';
import type { FlowDocument, FlowNode } from '../model/flowTypes';
import { History } from '../model/history/History';
import { commitPatch, redoStep, undoStep } from '../model/commitPatch';
import { applyPatch, type PatchEffects } from '../model/patch/applyPatch';
import { isEmptyPatch, type FlowPatch } from '../model/patch/flowPatch';
import { relatedNodes } from '../model/flowReachability';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import { singleNodeFragment, type FlowFragment } from '../model/clipboard';
import { addFragmentCommand } from '../model/commands/addFragmentCommand';
import { fragmentSize } from '../spatial/fragmentSize';
import { connectCommand } from '../model/commands/connectCommand';
import { deleteSelectionCommand } from '../model/commands/deleteSelectionCommand';
import { updateNodeConfigCommand } from '../model/commands/updateNodeConfigCommand';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import { FlowContext, type ContextValueOption } from '../model/context/FlowContext';
import { FlowWarnings } from '../model/warnings/FlowWarnings';
import type { NodeWarning } from '../model/warnings/warningMessages';
import { isOnWarningIcon } from '../spatial/warningIcon';
import type { NodeType } from '../model/flowTypes';
import { screenToWorld, worldToScreen } from '../machines/viewportMath';
import { isPublishEnabled } from '../machines/publishMachine';
import type { SendPatchesInput, SendPatchesOutput } from '../machines/saveMachine';
import type { PortRef } from '../model/flowTypes';
import { createInteractionState, type FlowRenderer, type SceneSource, type ViewportState } from '../render/FlowRenderer';
import type { CanvasCursor, CanvasPointer } from '../input/canvasPointer';
import type { CanvasInputTarget } from '../input/attachCanvasInput';
import type { EditorKeyCommand } from '../input/keyCommand';
import { PointerRouter, type DrawingPhase, type PointerRouterHost } from '../input/PointerRouter';
import { createEditorActors, type EditorActors, type EditorClock } from './editorActors';
import { LiveGestures } from './LiveGestures';
import { isOnNoteEdge } from './NoteResizeSession';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { EditorEvents } from './EditorEvents';
import { sameSnapshot, type EditorSnapshot, type PublishButtonState, type SaveIndicatorState } from './editorSnapshot';
import { snapToGrid } from './snapToGrid';
import { EditorClipboard } from './EditorClipboard';
import { EditorFind, type FindState } from './EditorFind';
import { EditorNavigation } from './EditorNavigation';
import { EditorResults } from './EditorResults';
import { NODE_KIND_LABELS } from '../render/nodeKindStyle';
import type { OverviewSink } from '../render/MinimapView';
import { WarningScheduler } from './WarningScheduler';
import { openingView } from './openingView';
import { runInSlices, type SliceOptions, type SlicedWork } from '../model/slicedWork';

export interface FlowEditorOptions {
  document: FlowDocument;
  /** The version of `document` on the server (the first save's base). */
  version: number;
  canEdit: boolean;
  /** Widgets:Publish, widget.canPublish and not archived. */
  publishAllowed: boolean;
  /** PATCH the patches since the last save; resolves the new version; a 409 rejects with status 409. */
  sendPatches(input: SendPatchesInput): Promise<SendPatchesOutput>;
  publish(): Promise<void>;
  /** Snap dragged and placed nodes to the grid (toggle). */
  snap?: boolean;
  clock?: EditorClock;
  /** Feeds generated config defaults (tests pass a seeded one). */
  random?: () => number;
  /** The model and index of `document`, already built (FlowEditor.open builds them in slices). */
  prepared?: PreparedFlow;
}

export interface PreparedFlow {
  model: FlowModel;
  index: SpatialIndex;
}

export interface FlowEditorEvents extends Record<string, unknown> {
  change: EditorSnapshot;
  /** Double-click on a node: the host opens its modal. */
  openNode: { nodeId: number };
  saved: { version: number };
  published: undefined;
  publishFailed: { error: unknown };
  /** A command was refused (a cycle, a missing port): nothing changed. */
  refused: { reason: string };
  cursor: CanvasCursor;
  /** A press on a node's warning icon: the host shows `warningsFor(nodeId)` at (x, y) (canvas pixels). */
  openWarnings: { nodeId: number; x: number; y: number };
  /** The debounced recompute ran; `changed` = nodes whose warnings changed (the host may refresh a popover). */
  warnings: { changed: number[] };
  /** Find opened (Ctrl/Cmd+F on the canvas), its query ran, or the current match moved. */
  find: FindState;
}

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

  private readonly actors: EditorActors;
  private readonly router: PointerRouter;
  private readonly events = new EditorEvents<FlowEditorEvents>();
  private readonly random: (() => number) | undefined;
  private renderer: FlowRenderer | null = null;
  /** Overviews (the minimap) told about node changes and viewport moves, like the renderer. */
  private readonly overviews = new Set<OverviewSink>();
  private snapshot: EditorSnapshot;
  private canEdit: boolean;
  private snap: boolean;
  private keysOn = true;
  /** Find (Ctrl/Cmd+F): `find.search(query)`, `find.step(±1)`, `find.show(i)`, `find.close()`; the `find` event. */
  readonly find: EditorFind;
  /** Go to the entrypoint, zoom to the selection, Tab/Shift+Tab along connections, focus nodes, minimap jumps. */
  readonly navigation: EditorNavigation;
  /** The results overlay: `results.setEnabled(on)`, `results.setCounts(reached)`; subscribe for its state. */
  readonly results: EditorResults;
  private readonly clipboard: EditorClipboard;
  private readonly warningScheduler: WarningScheduler;
  private readonly gestures: LiveGestures;
  private ghostSize = { width: 0, height: 0 };
  private lastPointer: Point | null = null;
  private readySent = false;
  private lastSavedVersion: number;
  private destroyed = false;

  constructor(options: FlowEditorOptions) {
    this.model = options.prepared?.model ?? FlowModel.fromDocument(options.document);
    this.index = options.prepared?.index ?? SpatialIndex.build(this.model);
    this.context = new FlowContext(this.model);
    this.warnings = new FlowWarnings(this.model, this.context);
    this.canEdit = options.canEdit;
    this.snap = options.snap ?? true;
    this.random = options.random;
    this.lastSavedVersion = options.version;
    this.actors = createEditorActors({
      version: options.version,
      canEdit: options.canEdit,
      publishAllowed: options.publishAllowed,
      findRelatedNodes: (nodeId) => relatedNodes(this.model, nodeId),
      sendPatches: options.sendPatches,
      publish: options.publish,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    this.scene = { model: this.model, index: this.index, interaction: this.interaction, viewport: () => this.viewport() };
    this.gestures = new LiveGestures({
      model: this.model,
      history: this.history,
      canEdit: () => this.canEdit,
      snap: () => this.snap,
      applied: (effects, patch) => this.afterChange(effects, patch, false),
      recorded: (patch) => {
        this.actors.save.send({ type: 'CHANGE', patch });
        this.refresh();
      },
    });
    this.router = new PointerRouter(this.routerHost());
    this.clipboard = new EditorClipboard({
      model: this.model,
      canEdit: () => this.canEdit,
      selection: () => this.selection(),
      commit: (patch) => void this.commit(patch),
      beginGhost: (fragment) => this.beginGhost(fragment),
      refused: (reason) => this.events.emit('refused', { reason }),
    });
    this.navigation = new EditorNavigation({
      model: this.model,
      viewport: () => this.viewport(),
      moveViewport: (event) => this.actors.viewport.send(event),
      selection: () => this.selection(),
      select: (ids) => this.select(ids),
    });
    this.find = new EditorFind({
      model: this.model,
      kindLabel: (type) => NODE_KIND_LABELS[type],
      highlight: (matches, current) => {
        this.interaction.findMatches = matches;
        this.interaction.findCurrent = current;
        this.renderer?.statesChanged();
      },
      focus: (nodeId) => this.navigation.focusNodes([nodeId]),
      changed: (state) => this.events.emit('find', state),
    });
    this.warningScheduler = new WarningScheduler({
      warnings: this.warnings,
      counts: this.interaction.warningCounts as Map<number, number>,
      changed: (ids) => {
        this.renderer?.nodesChanged(ids);
        this.events.emit('warnings', { changed: [...ids] });
      },
    });
    this.results = new EditorResults({ model: this.model, interaction: this.interaction, renderer: () => this.renderer });
    this.input = this.inputTarget();
    this.wireActors();
    for (const actor of Object.values(this.actors)) actor.start();
    this.snapshot = this.buildSnapshot();
    // The first warnings come after the debounce too, so opening a large flow stays fast.
    this.actors.recompute.send({ type: 'CHANGE' });
  }

  /**
   * Builds the model and the spatial index in slices (slicedWork.ts) so a 100k-node flow never holds the
   * thread for one long task, then the editor. The signal stops it between slices.
   */
  static async open(options: FlowEditorOptions, slicing: SliceOptions = {}): Promise<FlowEditor> {
    const prepared = await runInSlices(prepareFlow(options.document), slicing);
    return new FlowEditor({ ...options, prepared });
  }

  // --- host API ---

  attachRenderer(renderer: FlowRenderer): void {
    this.renderer = renderer;
    renderer.setScene(this.scene);
  }

  detachRenderer(): void {
    this.renderer = null;
  }

  /** The minimap subscribes here (createMinimap(element, editor)); returns the unsubscribe. */
  attachOverview(sink: OverviewSink): () => void {
    this.overviews.add(sink);
    return () => this.overviews.delete(sink);
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (listener: () => void): (() => void) => this.events.on('change', () => listener());
  readonly getSnapshot = (): EditorSnapshot => this.snapshot;

  on<K extends keyof FlowEditorEvents>(type: K, listener: (payload: FlowEditorEvents[K]) => void): () => void {
    return this.events.on(type, listener);
  }

  viewport(): ViewportState {
    const { scale, offsetX, offsetY, width, height } = this.actors.viewport.getSnapshot().context;
    return { scale, offsetX, offsetY, width, height };
  }

  worldToScreen(x: number, y: number): Point {
    return worldToScreen(this.viewport(), x, y);
  }

  screenToWorld(x: number, y: number): Point {
    return screenToWorld(this.viewport(), x, y);
  }

  resize(width: number, height: number): void {
    this.actors.viewport.send({ type: 'RESIZE', width, height });
    this.renderer?.resize(width, height);
    if (!this.readySent && width > 0 && height > 0) {
      this.readySent = true;
      this.actors.viewport.send({ type: 'READY', bounds: this.index.nodesBounds(), view: openingView(this.model, this.index, width, height) ?? undefined });
    }
  }

  zoomIn(): void {
    this.actors.viewport.send({ type: 'ZOOM.IN' });
  }

  zoomOut(): void {
    this.actors.viewport.send({ type: 'ZOOM.OUT' });
  }

  fit(): void {
    this.actors.viewport.send({ type: 'FIT', bounds: this.index.nodesBounds() });
  }

  /** Moves the view at once (the minimap's MinimapSource). */
  jumpTo(transform: { scale: number; offsetX: number; offsetY: number }): void {
    this.navigation.jumpTo(transform);
  }

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

  /** Starts placing a new node of this kind (add-node modal): a ghost follows the pointer, a click places it. */
  startGhost(type: NodeType): void {
    if (!this.canEdit) return;
    const kind = getNodeKind(type);
    if (!kind.userManaged) return;
    this.beginGhost(singleNodeFragment(type, kind.defaultConfig(this.random)));
  }

  undo(): void {
    if (!this.canEdit || this.gestures.busy) return;
    const step = undoStep(this.model, this.history);
    if (step) this.afterChange(step.effects, step.patch, true);
  }

  redo(): void {
    if (!this.canEdit || this.gestures.busy) return;
    const step = redoStep(this.model, this.history);
    if (step) this.afterChange(step.effects, step.patch, true);
  }

  /** Delete/Backspace: the active connection and the selected nodes (the entrypoint stays). */
  deleteSelection(): void {
    if (!this.canEdit || this.gestures.busy) return;
    const { selection, activeConnection } = this.actors.drag.getSnapshot().context;
    this.commit(deleteSelectionCommand(this.model, selection, activeConnection));
  }

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

  /** Escape: the ghost, then the connection being drawn, then the gesture, then the selection. */
  cancel(): void {
    if (this.actors.ghost.getSnapshot().value === 'placing') this.actors.ghost.send({ type: 'CANCEL' });
    else if (this.actors.connection.getSnapshot().value !== 'idle') this.actors.connection.send({ type: 'CANCEL' });
    else if (this.router.busy) this.router.cancel();
    else this.actors.drag.send({ type: 'BACKGROUND.CLICK' });
  }

  /** Connects two ports (toolbar-free path used by tests and the input layer). */
  connect(from: PortRef, to: PortRef): void {
    if (!this.canEdit) return;
    try {
      this.commit(connectCommand(this.model, from, to));
    } catch (error) {
      if (!(error instanceof CommandRefusedError)) throw error;
      this.events.emit('refused', { reason: error.message });
    }
  }

  /**
   * Saves a node's edited config (the edit modal): ports follow the config and connections to ports that no
   * longer exist are dropped, as one undoable step. Returns false when read-only or the node is gone.
   */
  updateNodeConfig(nodeId: number, config: Record<string, unknown>): boolean {
    if (!this.canEdit || !this.model.getNode(nodeId)) return false;
    this.commit(updateNodeConfigCommand(this.model, nodeId, config));
    return true;
  }

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

  select(ids: readonly number[]): void {
    this.actors.drag.send({ type: 'SELECT', ids });
  }

  selection(): ReadonlySet<number> {
    return this.actors.drag.getSnapshot().context.selection;
  }

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
    this.find.destroy();
    for (const actor of Object.values(this.actors)) actor.stop();
    this.events.clear();
    this.overviews.clear();
    this.renderer = null;
  }

  // --- edits ---

  private commit(patch: FlowPatch): PatchEffects | null {
    if (isEmptyPatch(patch)) return null;
    const effects = commitPatch(this.model, this.history, patch);
    this.afterChange(effects, patch, true);
    return effects;
  }

  /** Index, renderer, selection, autosave and snapshot follow what a patch touched — and nothing else. */
  private afterChange(effects: PatchEffects, patch: FlowPatch, save: boolean): void {
    this.index.update(this.model, effects);
    this.context.noteEffects(effects);
    this.warnings.noteEffects(effects);
    this.find.noteEffects(effects);
    this.results.noteEffects(effects);
    if (this.warnings.pending) this.actors.recompute.send({ type: 'CHANGE' });
    this.renderer?.nodesChanged(effects.nodes);
    this.renderer?.connectionsChanged(effects.connections);
    for (const overview of this.overviews) overview.nodesChanged(effects.nodes);
    const removedNodes = [...effects.nodes].filter((id) => !this.model.hasNode(id));
    const removedConnections = [...effects.connections].filter((key) => !this.model.getConnection(key));
    if (removedNodes.length > 0) this.actors.drag.send({ type: 'NODES.REMOVED', ids: removedNodes });
    if (removedConnections.length > 0) this.actors.drag.send({ type: 'CONNECTIONS.REMOVED', keys: removedConnections });
    const interaction = this.interaction;
    if (
      (interaction.hoveredNode !== null && !this.model.hasNode(interaction.hoveredNode)) ||
      (interaction.hoveredConnection !== null && !this.model.getConnection(interaction.hoveredConnection))
    ) {
      this.hover({ kind: 'background' });
    }
    if (save) this.actors.save.send({ type: 'CHANGE', patch });
    this.refresh();
  }

  private beginGhost(template: FlowFragment): void {
    this.ghostSize = fragmentSize(template);
    const at = this.lastPointer ? this.ghostPosition(this.screenToWorld(this.lastPointer.x, this.lastPointer.y)) : null;
    this.actors.ghost.send({ type: 'GHOST.START', template, ...(at ? { x: at.x, y: at.y } : {}) });
  }

  /** Top-left corner of a ghost centred on the pointer, on the grid when snapping. */
  private ghostPosition(world: Point): Point {
    const x = world.x - this.ghostSize.width / 2;
    const y = world.y - this.ghostSize.height / 2;
    return this.snap ? { x: snapToGrid(x), y: snapToGrid(y) } : { x, y };
  }

  private placeFragment(fragment: FlowFragment, x: number, y: number): void {
    if (!this.canEdit) return;
    const { patch, ids } = addFragmentCommand(this.model, fragment, x, y);
    this.commit(patch);
    this.actors.drag.send({ type: 'SELECT', ids });
  }

  // --- machines ---

  private wireActors(): void {
    const { viewport, connection, ghost, drag, save, publish } = this.actors;
    viewport.subscribe(() => {
      this.renderer?.viewportChanged();
      for (const overview of this.overviews) overview.viewportChanged();
    });

    connection.subscribe((snapshot) => {
      const { start, pointer, disabledNodes } = snapshot.context;
      const interaction = this.interaction;
      interaction.drawing = start ? { start, pointer } : null;
      if (interaction.disabledNodes !== disabledNodes) {
        interaction.disabledNodes = disabledNodes;
        this.renderer?.statesChanged();
      }
      this.renderer?.overlaysChanged();
    });
    connection.on('connect', ({ from, to }) => this.connect(from, to));

    ghost.subscribe((snapshot) => {
      const { template, position } = snapshot.context;
      this.interaction.ghost = template && position ? { fragment: template, x: position.x, y: position.y } : null;
      this.renderer?.overlaysChanged();
      this.refresh();
    });
    ghost.on('place', ({ template, x, y }) => this.placeFragment(template, x, y));

    drag.subscribe((snapshot) => {
      const { selection, activeConnection } = snapshot.context;
      const interaction = this.interaction;
      if (interaction.selection !== selection || interaction.activeConnection !== activeConnection) {
        interaction.selection = selection;
        interaction.activeConnection = activeConnection;
        this.renderer?.statesChanged();
        this.refresh();
      }
    });
    drag.on('drag.start', ({ ids }) => this.gestures.dragStart(ids, drag.getSnapshot().context.pressedNode));
    drag.on('drag.move', ({ totalDx, totalDy }) => this.gestures.dragMove(totalDx, totalDy));
    drag.on('drag.end', () => this.gestures.dragEnd());
    drag.on('drag.cancel', () => this.gestures.dragCancel());

    let wasSaved = true;
    save.subscribe((snapshot) => {
      const saved = snapshot.value === 'saved';
      if (saved !== wasSaved) {
        wasSaved = saved;
        this.actors.publish.send({ type: 'SAVED.CHANGED', saved });
      }
      if (snapshot.context.baseVersion !== this.lastSavedVersion) {
        this.lastSavedVersion = snapshot.context.baseVersion;
        this.events.emit('saved', { version: this.lastSavedVersion });
      }
      this.refresh();
    });

    this.actors.recompute.on('recompute', () => this.warningScheduler.run());

    publish.subscribe(() => this.refresh());
    publish.on('published', () => this.events.emit('published', undefined));
    publish.on('publishFailed', ({ error }) => this.events.emit('publishFailed', { error }));
  }

  // --- snapshot for the host ---

  private buildSnapshot(): EditorSnapshot {
    const save = this.actors.save.getSnapshot();
    const publish = this.actors.publish.getSnapshot();
    const saveState = save.value as SaveIndicatorState;
    const error = save.context.lastError;
    return {
      nodeCount: this.model.nodeCount,
      connectionCount: this.model.connectionCount,
      version: save.context.baseVersion,
      save: saveState,
      saveError: saveState === 'error' || saveState === 'conflict' ? (error instanceof Error ? error.message : error ? String(error) : null) : null,
      publish: publish.value as PublishButtonState,
      publishEnabled: isPublishEnabled(publish),
      canUndo: this.canEdit && this.history.canUndo,
      canRedo: this.canEdit && this.history.canRedo,
      snap: this.snap,
      canEdit: this.canEdit,
      placing: this.actors.ghost.getSnapshot().value === 'placing',
      selectionCount: this.actors.drag.getSnapshot().context.selection.size,
    };
  }

  private refresh(): void {
    if (this.destroyed || !this.actors) return;
    const next = this.buildSnapshot();
    if (this.snapshot && sameSnapshot(next, this.snapshot)) return;
    this.snapshot = next;
    this.events.emit('change', next);
  }

  // --- input ---

  private hover(hit: HitResult): void {
    const interaction = this.interaction;
    const node = hit.kind === 'node' || hit.kind === 'port' ? hit.nodeId : null;
    const connection = hit.kind === 'connection' ? hit.key : null;
    const port = hit.kind === 'port' ? { nodeId: hit.nodeId, side: hit.side, port: hit.port } : null;
    const previous = interaction.hoveredPort;
    const portChanged = previous?.nodeId !== port?.nodeId || previous?.side !== port?.side || previous?.port !== port?.port;
    if (interaction.hoveredNode === node && interaction.hoveredConnection === connection && !portChanged) return;
    interaction.hoveredNode = node;
    interaction.hoveredConnection = connection;
    interaction.hoveredPort = port;
    this.renderer?.statesChanged();
  }

  private drawingPhase(): DrawingPhase {
    return this.actors.connection.getSnapshot().value as DrawingPhase;
  }

  private runKey(command: EditorKeyCommand): boolean {
    switch (command) {
      case 'delete':
        this.deleteSelection();
        return true;
      case 'cancel':
        this.cancel();
        return true;
      case 'copy':
        return this.copy();
      case 'cut':
        this.cut();
        return true;
      case 'paste':
        this.paste();
        return true;
      case 'undo':
        this.undo();
        return true;
      case 'redo':
        this.redo();
        return true;
      case 'find':
        this.find.open();
        return true;
      case 'step-next':
        return this.navigation.step('next');
      case 'step-previous':
        return this.navigation.step('previous');
    }
  }

  private routerHost(): PointerRouterHost {
    return {
      hitTest: (screen) => hitTest(this.model, this.index, this.screenToWorld(screen.x, screen.y), this.viewport().scale),
      toWorld: (screen) => this.screenToWorld(screen.x, screen.y),
      canEdit: () => this.canEdit,
      ghostActive: () => this.actors.ghost.getSnapshot().value === 'placing',
      drawingPhase: () => this.drawingPhase(),
      viewport: (event) => this.actors.viewport.send(event),
      connection: (event) => this.actors.connection.send(event),
      drag: (event) => this.actors.drag.send(event),
      ghost: (world, place) => {
        const at = this.ghostPosition(world);
        this.actors.ghost.send(place ? { type: 'PLACE', x: at.x, y: at.y } : { type: 'POINTER.MOVE', x: at.x, y: at.y });
      },
      boxSelect: (box, done) => {
        this.interaction.selectionBox = done ? null : box;
        this.renderer?.overlaysChanged();
        if (done && box) {
          const selection = new Set(this.selection());
          for (const id of this.index.nodeIdsIn(box)) selection.add(id);
          this.select([...selection]);
        }
      },
      hover: (hit) => this.hover(hit),
      cursor: (cursor) => this.events.emit('cursor', cursor),
      openNode: (nodeId) => this.events.emit('openNode', { nodeId }),
      onWarningIcon: (nodeId, world) => {
        const node = this.model.getNode(nodeId);
        return node !== undefined && (this.interaction.warningCounts.get(nodeId) ?? 0) > 0 && isOnWarningIcon(node, world);
      },
      openWarnings: (nodeId, screen) => this.events.emit('openWarnings', { nodeId, x: screen.x, y: screen.y }),
      onResizeEdge: (nodeId, world) => {
        const node = this.model.getNode(nodeId);
        return this.canEdit && node !== undefined && isOnNoteEdge(node, nodeWidth(node), nodeHeight(node), world.x, world.y, this.viewport().scale);
      },
      resize: (phase, nodeId, world) => this.gestures.resizeNote(phase, nodeId, world),
    };
  }

  private inputTarget(): CanvasInputTarget {
    const track = (pointer: CanvasPointer) => {
      this.lastPointer = { x: pointer.x, y: pointer.y };
      return pointer;
    };
    return {
      pointerDown: (pointer) => this.router.down(track(pointer)),
      pointerMove: (pointer) => this.router.move(track(pointer)),
      pointerUp: (pointer) => this.router.up(track(pointer)),
      pointerCancel: () => this.router.cancel(),
      pointerLeave: () => this.router.leave(),
      doubleClick: (pointer) => this.router.doubleClick(pointer),
      wheel: (event) => this.actors.viewport.send(event),
      key: (command) => this.runKey(command),
      copyToText: () => this.copyToText(),
      cutToText: () => this.cutToText(),
      pasteText: (text) => this.pasteText(text),
      keysEnabled: () => this.keysOn,
      resize: (width, height) => this.resize(width, height),
      onCursor: (listener) => this.events.on('cursor', listener),
    };
  }
}

function* prepareFlow(document: FlowDocument): SlicedWork<PreparedFlow> {
  const model = yield* FlowModel.build(document);
  const index = yield* SpatialIndex.buildSliced(model);
  return { model, index };
}
