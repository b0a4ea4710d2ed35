// Which flow the flow page shows: the draft, or one published version opened read-only (issue 15, version history).
// A version is loaded (with progress), then built into its own read-only FlowEditor, so the draft's editor, its
// history and its autosave stay exactly as they were; going back destroys the version's editor. Opening another
// version, or going back, while one is loading cancels that load. Framework-free: the page reads it through
// useSyncExternalStore.
import type { PublishedVersion, PublishedVersionFlow } from '../../../../contracts/versions';
import type { FlowEditor } from '../../../../engine/index';

export type VersionViewState =
  | { kind: 'draft' }
  | { kind: 'loading'; version: number; fraction: number }
  | { kind: 'viewing'; version: PublishedVersion; editor: FlowEditor }
  | { kind: 'failed'; version: number; message: string };

export interface VersionViewingOptions {
  /** GET the version with its flow; `onProgress` 0..1. */
  load(version: number, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<PublishedVersionFlow>;
  /** The read-only editor of a loaded version. */
  open(version: PublishedVersionFlow, signal: AbortSignal): Promise<FlowEditor>;
}

const DRAFT: VersionViewState = { kind: 'draft' };

export class VersionViewing {
  private state: VersionViewState = DRAFT;
  private readonly listeners = new Set<() => void>();
  private loading: AbortController | null = null;

  constructor(private readonly options: VersionViewingOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): VersionViewState => this.state;

  /** Loads and shows `version` read-only; resolves once it shows, failed or was cancelled. */
  async open(version: number): Promise<void> {
    this.leave();
    const controller = new AbortController();
    this.loading = controller;
    this.set({ kind: 'loading', version, fraction: 0 });
    try {
      const loaded = await this.options.load(
        version,
        (fraction) => {
          if (!controller.signal.aborted) this.set({ kind: 'loading', version, fraction });
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      const editor = await this.options.open(loaded, controller.signal);
      if (controller.signal.aborted) {
        editor.destroy();
        return;
      }
      const { flow: _flow, ...meta } = loaded;
      this.set({ kind: 'viewing', version: meta, editor });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.set({ kind: 'failed', version, message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (this.loading === controller) this.loading = null;
    }
  }

  /** Back to the draft: cancels a load, destroys the version's editor. */
  back(): void {
    this.leave();
    this.set(DRAFT);
  }

  destroy(): void {
    this.leave();
    this.state = DRAFT;
    this.listeners.clear();
  }

  private leave(): void {
    this.loading?.abort();
    this.loading = null;
    if (this.state.kind === 'viewing') this.state.editor.destroy();
  }

  private set(state: VersionViewState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
