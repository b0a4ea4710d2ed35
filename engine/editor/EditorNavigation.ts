// Finding your way (beyond editor.md): the entrypoint, the selection, a node found, the next node along the
// connections, a point picked on the minimap — each becomes a viewport move (animated, or at once for the
// minimap) and, where it says so, a selection. Reads the model and the viewport; owns nothing else.
import type { ViewportEvent } from '../machines/viewportMachine';
import type { ViewportTransform } from '../machines/viewportMath';
import type { FlowModel } from '../model/FlowModel';
import type { ViewportState } from '../render/FlowRenderer';
import { findEntrypoint, focusTransform, nodesBounds, stepAlongConnections } from './navigation';

export interface EditorNavigationHost {
  model: FlowModel;
  viewport(): ViewportState;
  moveViewport(event: ViewportEvent): void;
  selection(): ReadonlySet<number>;
  select(ids: readonly number[]): void;
}

export class EditorNavigation {
  constructor(private readonly host: EditorNavigationHost) {}

  /** Animates the view to show these nodes (centred; zoomed in to full detail when further out). */
  focusNodes(ids: Iterable<number>, keepScale = false): boolean {
    const bounds = nodesBounds(this.host.model, ids);
    if (!bounds) return false;
    this.host.moveViewport({ type: 'ANIMATE.TO', transform: focusTransform(bounds, this.host.viewport(), keepScale) });
    return true;
  }

  /** Toolbar "go to the entrypoint": selects it and brings it into view. */
  goToEntrypoint(): void {
    const entrypoint = findEntrypoint(this.host.model);
    if (!entrypoint) return;
    this.host.select([entrypoint.id]);
    this.focusNodes([entrypoint.id]);
  }

  /** Toolbar "zoom to the selection": fits the selected nodes (false when nothing is selected). */
  zoomToSelection(): boolean {
    const bounds = nodesBounds(this.host.model, this.host.selection());
    if (!bounds) return false;
    this.host.moveViewport({ type: 'FIT', bounds });
    return true;
  }

  /**
   * Tab / Shift+Tab: selects the next node downstream (first connected output) or upstream of the one selected
   * node and brings it into view at the current zoom; with nothing selected Tab starts at the entrypoint.
   * False when there is nowhere to go (the key is then left to the browser).
   */
  step(direction: 'next' | 'previous'): boolean {
    const selection = this.host.selection();
    if (selection.size === 0) {
      if (direction !== 'next' || !findEntrypoint(this.host.model)) return false;
      this.goToEntrypoint();
      return true;
    }
    if (selection.size !== 1) return false;
    const target = stepAlongConnections(this.host.model, selection.values().next().value!, direction);
    if (target === null) return false;
    this.host.select([target]);
    this.focusNodes([target], true);
    return true;
  }

  /** Moves the view at once (the minimap). */
  jumpTo(transform: ViewportTransform): void {
    this.host.moveViewport({ type: 'JUMP.TO', transform });
  }
}
