// A random edit of a flow as an editor makes it (through the model's commands and the view's block commands):
// add, remove, move, connect, disconnect, a node config field, a view's blocks. Used by the co-editing property
// tests, the API convergence test and bench/coedit. New node ids come from the caller (an id lease).
import type { FlowModel } from '../model/FlowModel';
import type { FlowNode, NodeType } from '../model/flowTypes';
import { CommandRefusedError } from '../model/commands/CommandRefusedError';
import { connectCommand } from '../model/commands/connectCommand';
import { disconnectCommand } from '../model/commands/disconnectCommand';
import { moveNodesCommand } from '../model/commands/moveNodesCommand';
import { removeNodesCommand } from '../model/commands/removeNodesCommand';
import { updateNodeConfigCommand } from '../model/commands/updateNodeConfigCommand';
import { getNodeKind } from '../model/kinds/nodeKindRegistry';
import type { FlowPatch } from '../model/patch/flowPatch';
import { roundCoordinate } from '../model/roundCoordinate';
import { addBlock, BlockCommandError, moveBlock, removeBlock, updateBlock } from '../model/view/blockCommands';
import { forEachBlock, type Block } from '../model/view/blockTree';

export type RandomEditKind = 'add' | 'remove' | 'move' | 'connect' | 'disconnect' | 'config' | 'view';
export const RANDOM_EDIT_KINDS: readonly RandomEditKind[] = ['add', 'remove', 'move', 'connect', 'disconnect', 'config', 'view'];

export interface RandomEditOptions {
  /** The next node id this editor may use (its lease); called only when a node is added. */
  nextNodeId: () => number;
  /** Which edits to choose from (default: all, adds and config edits twice as often as removals). */
  kinds?: readonly RandomEditKind[];
}

const ADDED_TYPES: readonly NodeType[] = ['note', 'condition', 'view', 'define'];
const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'omega', 'sigma', 'kappa', 'zeta'];

/** One random edit of `model` as a patch (not applied); an empty patch when the chosen edit was not possible. */
export function randomEdit(model: FlowModel, random: () => number, options: RandomEditOptions): FlowPatch {
  const kinds = options.kinds ?? ['add', 'add', 'remove', 'move', 'move', 'connect', 'connect', 'disconnect', 'config', 'config', 'view', 'view'];
  const kind = kinds[Math.floor(random() * kinds.length)]!;
  try {
    switch (kind) {
      case 'add':
        return addEdit(random, options.nextNodeId());
      case 'remove': {
        const node = pickNode(model, random, (each) => each.type !== 'entrypoint');
        return node ? removeNodesCommand(model, [node.id]) : EMPTY;
      }
      case 'move': {
        const node = pickNode(model, random);
        return node ? moveNodesCommand(model, [node.id], roundCoordinate((random() - 0.5) * 400), roundCoordinate((random() - 0.5) * 400)) : EMPTY;
      }
      case 'connect': {
        const source = pickNode(model, random, (each) => each.outputs > 0);
        const target = pickNode(model, random, (each) => each.inputs > 0 && each.id !== source?.id);
        if (!source || !target) return EMPTY;
        return connectCommand(model, [source.id, Math.floor(random() * source.outputs)], [target.id, Math.floor(random() * target.inputs)]);
      }
      case 'disconnect': {
        const node = pickNode(model, random, (each) => model.outgoingKeys(each.id).size > 0);
        const key = node ? [...model.outgoingKeys(node.id)][0] : undefined;
        return key === undefined ? EMPTY : disconnectCommand(model, key);
      }
      case 'config': {
        const node = pickNode(model, random, (each) => each.type === 'note' || each.type === 'condition' || each.type === 'define');
        return node ? updateNodeConfigCommand(model, node.id, changedConfig(node, random)) : EMPTY;
      }
      case 'view': {
        const node = pickNode(model, random, (each) => each.type === 'view');
        if (!node) return EMPTY;
        const config = node.config as { root: Block; dialog: boolean; size: string };
        if (random() < 0.15) return updateNodeConfigCommand(model, node.id, { ...config, dialog: !config.dialog });
        const root = changedRoot(config.root, random);
        return root === config.root ? EMPTY : updateNodeConfigCommand(model, node.id, { ...config, root });
      }
    }
  } catch (error) {
    if (error instanceof CommandRefusedError || error instanceof BlockCommandError) return EMPTY;
    throw error;
  }
}

const EMPTY: FlowPatch = { ops: [] };

function addEdit(random: () => number, id: number): FlowPatch {
  const type = ADDED_TYPES[Math.floor(random() * ADDED_TYPES.length)]!;
  const kind = getNodeKind(type);
  const config = kind.defaultConfig(random);
  const node: FlowNode = { id, type, x: roundCoordinate(random() * 4000), y: roundCoordinate(random() * 4000), ...kind.ports(config), config };
  return { ops: [{ op: 'addNode', node }] };
}

/** A random node matching `accept`: a few probes by id (cheap on a large flow), then a scan. */
export function pickNode(model: FlowModel, random: () => number, accept: (node: FlowNode) => boolean = () => true): FlowNode | null {
  const highest = model.highestNodeId();
  for (let probe = 0; probe < 24; probe += 1) {
    const node = model.getNode(1 + Math.floor(random() * highest));
    if (node && accept(node)) return node;
  }
  if (model.nodeCount > 5000) return null;
  const candidates = [...model.nodes()].filter(accept);
  return candidates.length === 0 ? null : candidates[Math.floor(random() * candidates.length)]!;
}

function word(random: () => number): string {
  return WORDS[Math.floor(random() * WORDS.length)]! + Math.floor(random() * 100);
}

function changedConfig(node: FlowNode, random: () => number): Record<string, unknown> {
  const config = node.config;
  switch (node.type) {
    case 'note': {
      const field = random();
      if (field < 0.5) return { ...config, text: word(random) };
      if (field < 0.8) return { ...config, color: ['red', 'green', 'blue', 'yellow'][Math.floor(random() * 4)] };
      return { ...config, width: 150 + Math.floor(random() * 400) };
    }
    case 'condition': {
      const branches = (config.branches as unknown[]).slice();
      if (random() < 0.5 && branches.length < 4) branches.push({ mode: 'and', conditions: [{ operator: 'eq', values: [word(random), word(random)] }] });
      else if (branches.length > 1) branches.splice(Math.floor(random() * branches.length), 1);
      else return { ...config, hasDefault: !config.hasDefault };
      return { ...config, branches };
    }
    default: {
      const fields = (config.fields as { key: string; value: string }[] | undefined) ?? [];
      const key = word(random).replace(/\d+/, '');
      return { ...config, fields: [...fields.filter((field) => field.key !== key).slice(0, 3), { key, value: word(random) }] };
    }
  }
}

/** One random block edit: a text, a new button, a removal or a move. */
function changedRoot(root: Block, random: () => number): Block {
  const blocks: Block[] = [];
  const containers: Block[] = [];
  forEachBlock(root, (block) => {
    blocks.push(block);
    if (block.type === 'container') containers.push(block);
  });
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const choice = random();
  if (choice < 0.4) {
    const texts = blocks.filter((block) => block.type === 'text' || block.type === 'button');
    if (texts.length === 0) return root;
    const block = pick(texts);
    return updateBlock(root, block.id, { config: block.type === 'text' ? { text: word(random) } : { label: word(random) } }).root;
  }
  if (choice < 0.7) {
    const parent = pick(containers);
    const block: Block = random() < 0.5 ? { id: -1, type: 'button', config: { label: word(random) }, style: {} } : { id: -1, type: 'text', config: { text: word(random) }, style: {} };
    return addBlock(root, parent.id, Math.floor(random() * 4), block).root;
  }
  const others = blocks.filter((block) => block.id !== root.id);
  if (others.length === 0) return root;
  if (choice < 0.85) return removeBlock(root, pick(others).id).root;
  return moveBlock(root, pick(others).id, pick(containers).id, Math.floor(random() * 4)).root;
}
