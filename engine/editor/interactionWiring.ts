// The interaction machines (viewport, connection drawing, ghost placement, node drag) as the canvas sees them:
// each machine's state is copied into the interaction state the renderer reads, the outputs are told what to
// redraw, and the machines' emitted events become edits (connect, place, live drag).
import type { FlowFragment } from '../model/clipboard';
import type { PortRef } from '../model/flowTypes';
import type { InteractionState } from '../render/FlowRenderer';
import type { EditorActors } from './editorActors';
import type { LiveGestures } from './LiveGestures';
import type { SceneOutputs } from './SceneOutputs';

export interface InteractionWiringHost {
  actors: EditorActors;
  interaction: InteractionState;
  outputs: SceneOutputs;
  gestures: LiveGestures;
  connect(from: PortRef, to: PortRef): void;
  place(fragment: FlowFragment, x: number, y: number): void;
  refresh(): void;
}

export function wireInteractionMachines(host: InteractionWiringHost): void {
  const { actors, interaction, outputs, gestures } = host;
  const { viewport, connection, ghost, drag } = actors;

  viewport.subscribe(() => outputs.viewportChanged());

  connection.subscribe((snapshot) => {
    const { start, pointer, disabledNodes } = snapshot.context;
    interaction.drawing = start ? { start, pointer } : null;
    if (interaction.disabledNodes !== disabledNodes) {
      interaction.disabledNodes = disabledNodes;
      outputs.statesChanged();
    }
    outputs.overlaysChanged();
  });
  connection.on('connect', ({ from, to }) => host.connect(from, to));

  ghost.subscribe((snapshot) => {
    const { template, position } = snapshot.context;
    interaction.ghost = template && position ? { fragment: template, x: position.x, y: position.y } : null;
    outputs.overlaysChanged();
    host.refresh();
  });
  ghost.on('place', ({ template, x, y }) => host.place(template, x, y));

  drag.subscribe((snapshot) => {
    const { selection, activeConnection } = snapshot.context;
    if (interaction.selection !== selection || interaction.activeConnection !== activeConnection) {
      interaction.selection = selection;
      interaction.activeConnection = activeConnection;
      outputs.statesChanged();
      host.refresh();
    }
  });
  drag.on('drag.start', ({ ids }) => gestures.dragStart(ids, drag.getSnapshot().context.pressedNode));
  drag.on('drag.move', ({ totalDx, totalDy }) => gestures.dragMove(totalDx, totalDy));
  drag.on('drag.end', () => gestures.dragEnd());
  drag.on('drag.cancel', () => gestures.dragCancel());
}
