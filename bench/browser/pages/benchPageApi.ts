// The contract between a bench page (running in Chromium) and browserBench.ts (driving it through Playwright):
// every page installs window.__bench with these calls, whatever engine it mounts.

export type MotionKind = 'pan' | 'zoom';

/** generated: engine/testing/generateFlow as is; tree: the same flow re-laid as a tidy tree (treeLayout.ts). */
export type FlowShape = 'generated' | 'tree';

export interface OpenOptions {
  /** React Flow: onlyRenderVisibleElements (used from 20k nodes, where it would not open otherwise). */
  onlyRenderVisible?: boolean;
}

export interface PreparedFlow {
  nodes: number;
  connections: number;
  jsonBytes: number;
  generateMs: number;
}

export interface OpenResult {
  /** JSON.parse of the stored document + engine mount + first frame presented. */
  openMs: number;
  /** The viewport both engines start from (the engine's fit of the flow bounds). */
  viewport: { scale: number; offsetX: number; offsetY: number };
  /** Where the open time went, when the page can tell (ms). */
  phases?: Record<string, number>;
  /** performance.now() when open started. */
  startedAt: number;
}

export interface MotionResult {
  /** requestAnimationFrame timestamp deltas while the script ran. */
  frameMs: number[];
  /** Per frame: time inside the engine's viewport call and the engine's own frame callbacks. */
  scriptingMs: number[];
  /** The viewport before and after the script (both engines start from the same fit and end where they began). */
  startViewport: { scale: number; offsetX: number; offsetY: number };
  viewport: { scale: number; offsetX: number; offsetY: number };
}

export interface BenchPageApi {
  /** Generates the flow from the seed and keeps only its JSON text (the stored form), so open starts from text. */
  prepare(nodes: number, seed: number, shape?: FlowShape): PreparedFlow;
  open(options?: OpenOptions): Promise<OpenResult>;
  /**
   * Resolves once the page is at rest after open (ours: the opening fit animation has ended), so the main-thread
   * window of the next motion holds the script and not the settling. Pages with nothing to wait for omit it.
   */
  settle?(): Promise<void>;
  motion(kind: MotionKind, frames: number): Promise<MotionResult>;
  /** Real-input bench: performance.now() at the first frame showing everything in view at full detail. */
  fullDetailAt(): Promise<number>;
  /** A point (client px) over empty canvas near the centre, where a press pans and a wheel zooms, or null. */
  backgroundPoint(): { x: number; y: number } | null;
  startFrameLog(): void;
  stopFrameLog(): number[];
  lastInputAt(): number;
  now(): number;
  /** What is on the page after open (DOM nodes for React Flow, render stats for ours). */
  describe(): Record<string, unknown>;
}

declare global {
  interface Window {
    __bench?: BenchPageApi;
  }
}
