// What the pointer is over (node, port or connection), kept in the interaction state the renderer reads.
import type { FlowModel } from '../model/FlowModel';
import type { InteractionState } from '../render/FlowRenderer';
import type { HitResult } from '../spatial/hitTest';

/** Records the hit as hovered; true when anything the canvas shows changed. */
export function applyHover(interaction: InteractionState, hit: HitResult): boolean {
  const node = hit.kind === 'node' || hit.kind === 'port' ? hit.nodeId : null;
  const connection = hit.kind === 'connection' ? hit.key : null;
  const port = hit.kind === 'port' ? { nodeId: hit.nodeId, side: hit.side, port: hit.port } : null;
  const previous = interaction.hoveredPort;
  const portChanged = previous?.nodeId !== port?.nodeId || previous?.side !== port?.side || previous?.port !== port?.port;
  if (interaction.hoveredNode === node && interaction.hoveredConnection === connection && !portChanged) return false;
  interaction.hoveredNode = node;
  interaction.hoveredConnection = connection;
  interaction.hoveredPort = port;
  return true;
}

/** True when the hovered node or connection no longer exists (an edit removed it). */
export function hoverIsGone(interaction: InteractionState, model: FlowModel): boolean {
  return (
    (interaction.hoveredNode !== null && !model.hasNode(interaction.hoveredNode)) ||
    (interaction.hoveredConnection !== null && !model.getConnection(interaction.hoveredConnection))
  );
}
