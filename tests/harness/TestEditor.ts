// A FlowEditor running in Node for unit tests: a recording renderer in place of pixi, simulated time for the
// machines, and chainable pointer and key calls in world coordinates (like tldraw's TestEditor).
import { SimulatedClock } from 'xstate';
import { FlowEditor, type FlowEditorOptions } from '../../engine/editor/FlowEditor';
import type { EditorKeyCommand } from '../../engine/input/keyCommand';
import type { FlowDocument } from '../../engine/model/flowTypes';
import type { FlowPatch } from '../../engine/model/patch/flowPatch';
import type { SendPatchesInput, SendPatchesOutput } from '../../engine/machines/saveMachine';
import type { FlowRenderer, RenderStats, ResultsChange, SceneSource } from '../../engine/render/FlowRenderer';
import { seededRandom } from '../../engine/testing/seededRandom';

export class RecordingRenderer implements FlowRenderer {
  scene: SceneSource | null = null;
  nodes = new Set<number>();
  connections = new Set<number>();
  calls: string[] = [];
  setScene(scene: SceneSource): void {
    this.scene = scene;
    this.calls.push('setScene');
  }
  viewportChanged(): void {
    this.calls.push('viewport');
  }
  resize(width: number, height: number): void {
    this.calls.push(`resize ${width}x${height}`);
  }
  nodesChanged(ids: Iterable<number>): void {
    for (const id of ids) this.nodes.add(id);
  }
  connectionsChanged(keys: Iterable<number>): void {
    for (const key of keys) this.connections.add(key);
  }
  statesChanged(): void {
    this.calls.push('states');
  }
  overlaysChanged(): void {
    this.calls.push('overlays');
  }
  results: ResultsChange[] = [];
  resultsChanged(change: ResultsChange): void {
    this.results.push(change === 'all' ? 'all' : { nodes: [...change.nodes], connections: [...change.connections] });
  }
  stats(): RenderStats {
    return { visibleNodes: 0, visibleConnections: 0, pooledNodeViews: 0, draws: 0, lowDetail: false };
  }
  destroy(): void {}
  reset(): void {
    this.nodes.clear();
    this.connections.clear();
    this.calls = [];
    this.results = [];
  }
}

export interface SaveRequest {
  input: SendPatchesInput;
  resolve(output: SendPatchesOutput): void;
  reject(error: unknown): void;
}

interface Modifiers {
  shift?: boolean;
}

export class TestEditor {
  readonly clock = new SimulatedClock();
  readonly renderer = new RecordingRenderer();
  readonly saves: SaveRequest[] = [];
  readonly publishes: { resolve(): void; reject(error: unknown): void }[] = [];
  readonly editor: FlowEditor;

  /** `open: false` leaves the canvas unsized: the first `editor.resize` then opens the first view (a test watches it). */
  constructor(document: FlowDocument, options: Partial<FlowEditorOptions> = {}, { open = true }: { open?: boolean } = {}) {
    this.editor = new FlowEditor({
      document,
      version: 1,
      canEdit: true,
      publishAllowed: true,
      snap: false,
      sendPatches: (input) => new Promise((resolve, reject) => this.saves.push({ input, resolve, reject })),
      publish: () => new Promise<void>((resolve, reject) => this.publishes.push({ resolve, reject })),
      clock: this.clock,
      random: seededRandom(1),
      ...options,
    });
    this.editor.attachRenderer(this.renderer);
    if (!open) return;
    this.editor.resize(1000, 800);
    this.wait(1100); // the first-ready fit animation
  }

  /** Advances simulated time in 16 ms steps (a delayed transition schedules its next timer from "now"). */
  wait(ms: number): this {
    let left = ms;
    while (left > 0) {
      const step = Math.min(16, left);
      this.clock.increment(step);
      left -= step;
    }
    return this;
  }

  /** World → canvas screen pixels. */
  screen(x: number, y: number): { x: number; y: number } {
    return this.editor.worldToScreen(x, y);
  }

  pointerDown(x: number, y: number, modifiers: Modifiers = {}): this {
    this.editor.input.pointerDown(this.pointer(x, y, modifiers));
    return this;
  }

  pointerMove(x: number, y: number, modifiers: Modifiers = {}): this {
    this.editor.input.pointerMove(this.pointer(x, y, modifiers));
    return this;
  }

  pointerUp(x: number, y: number, modifiers: Modifiers = {}): this {
    this.editor.input.pointerUp(this.pointer(x, y, modifiers));
    return this;
  }

  click(x: number, y: number, modifiers: Modifiers = {}): this {
    return this.pointerDown(x, y, modifiers).pointerUp(x, y, modifiers);
  }

  /** Press at one world point, move in steps, release at the other. */
  drag(from: { x: number; y: number }, to: { x: number; y: number }, modifiers: Modifiers = {}): this {
    this.pointerDown(from.x, from.y, modifiers);
    for (let step = 1; step <= 4; step += 1) {
      this.pointerMove(from.x + ((to.x - from.x) * step) / 4, from.y + ((to.y - from.y) * step) / 4, modifiers);
    }
    return this.pointerUp(to.x, to.y, modifiers);
  }

  key(command: EditorKeyCommand): this {
    if (this.editor.input.keysEnabled()) this.editor.input.key(command);
    return this;
  }

  node(id: number) {
    return this.editor.model.getNode(id);
  }

  sentPatches(): FlowPatch[] {
    return this.saves.flatMap((request) => request.input.patches);
  }

  private pointer(x: number, y: number, modifiers: Modifiers) {
    const screen = this.screen(x, y);
    return { x: screen.x, y: screen.y, shift: modifiers.shift ?? false, mod: false, button: 0 };
  }
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
