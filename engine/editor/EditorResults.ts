// The results overlay's state in the editor (issue 14): on or off, and the counts the host fetched (runs that
// reached each node, keyed by the published flow's node ids). It hands the renderer dirty sets, never the flow:
// switching on or off redraws what is in sight ('all'), new counts mark the nodes whose count changed and their
// neighbourhood (changedByCounts), an edit marks the sources of the connections it touched (changedByEdit).
// The host (React) subscribes to { enabled, counted } for the toolbar toggle and the overlay panel.
import type { FlowModel } from '../model/FlowModel';
import type { PatchEffects } from '../model/patch/applyPatch';
import type { InteractionState, ResultsChange } from '../render/FlowRenderer';
import { changedByCounts, changedByEdit, connectionFigures, nodeFigures, type ConnectionFigures, type NodeFigures, type ResultsData, type ResultsDrawn } from '../render/resultsFigures';

export interface ResultsOverlayState {
  enabled: boolean;
  /** Counts have arrived (while enabled: they are drawn). */
  counted: boolean;
}

export interface EditorResultsHost {
  model: FlowModel;
  interaction: InteractionState;
  /** Changes whenever a patch rewired the flow (FlowContext.structureVersion: the model's connection revision). */
  wiringVersion(): number;
  /** Passes changes on to the renderer, when one is attached (SceneOutputs). */
  outputs: { resultsChanged(change: ResultsChange): void; resultsDrawn(): ResultsDrawn | null };
}

export class EditorResults {
  private data: ResultsData | null = null;
  private state: ResultsOverlayState = { enabled: false, counted: false };
  private readonly listeners = new Set<() => void>();
  private seenWiring: number;

  constructor(private readonly host: EditorResultsHost) {
    this.seenWiring = host.wiringVersion();
  }

  get enabled(): boolean {
    return this.state.enabled;
  }

  setEnabled(on: boolean): void {
    if (on === this.state.enabled) return;
    this.host.interaction.results = on ? this.data : null;
    if (this.data) this.host.outputs.resultsChanged('all');
    this.setState({ enabled: on, counted: this.data !== null });
  }

  /** New counts (node id → runs that reached it); null forgets them. */
  setCounts(reached: ReadonlyMap<number, number> | null): void {
    const next = reached ? { reached } : null;
    const drawn = this.host.interaction.results;
    this.data = next;
    if (this.state.enabled) {
      this.host.interaction.results = next;
      this.host.outputs.resultsChanged(drawn === null || next === null ? 'all' : changedByCounts(this.host.model, drawn, next));
    }
    this.setState({ enabled: this.state.enabled, counted: next !== null });
  }

  /**
   * After an edit: the figures that depend on the wiring it changed. A move or a config edit lists the node's
   * connections too (their curves changed) but changes no figure: those edits send nothing (a drag, move by move).
   */
  noteEffects(effects: PatchEffects): void {
    const wiring = this.host.wiringVersion();
    const rewired = wiring !== this.seenWiring;
    this.seenWiring = wiring;
    if (!rewired || !this.host.interaction.results || effects.connections.size === 0) return;
    this.host.outputs.resultsChanged(changedByEdit(this.host.model, effects.connections));
  }

  /** The figures of a node as the overlay shows them; null while it is off or has no counts. */
  nodeFigures(nodeId: number): NodeFigures | null {
    const data = this.host.interaction.results;
    return data && this.host.model.hasNode(nodeId) ? nodeFigures(this.host.model, data, nodeId) : null;
  }

  connectionFigures(key: number): ConnectionFigures | null {
    const data = this.host.interaction.results;
    return data ? connectionFigures(this.host.model, data, key) : null;
  }

  /** What the renderer has on stage (debug handle; null without a pixi renderer). */
  drawn(): ResultsDrawn | null {
    return this.host.outputs.resultsDrawn();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): ResultsOverlayState => this.state;

  private setState(next: ResultsOverlayState): void {
    if (next.enabled === this.state.enabled && next.counted === this.state.counted) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
