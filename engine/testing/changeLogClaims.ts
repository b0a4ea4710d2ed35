// Checks a flow's change log against the flow it ended as, op by op (issue 22's convergence test): every stored
// op must still show in the final flow unless a later stored op changed the same thing — the same node's position,
// the same config field, the same output or input port, or removed the node (the documented rules: the later
// writer wins, a removal wins). Anything else is an edit lost. Returns one line per loss (empty: none).
import type { FlowDocument } from '../model/flowTypes';
import { FlowModel } from '../model/FlowModel';
import { jsonEqual } from '../model/jsonEqual';
import type { FlowPatchOp } from '../model/patch/flowPatch';
import { portKey } from '../model/portKey';

export interface LoggedOps {
  version: number;
  ops: readonly FlowPatchOp[];
}

interface Claim {
  /** What the claim is about; a later op touching any of these supersedes it. */
  targets: string[];
  holds(final: FlowModel): boolean;
  describe: string;
}

export function unexplainedLosses(log: readonly LoggedOps[], final: FlowDocument | FlowModel): string[] {
  const model = final instanceof FlowModel ? final : FlowModel.fromDocument(final);
  const touchedLater = new Set<string>();
  const losses: string[] = [];
  for (let at = log.length - 1; at >= 0; at -= 1) {
    const { version, ops } = log[at]!;
    for (let index = ops.length - 1; index >= 0; index -= 1) {
      const op = ops[index]!;
      const claims = claimsOf(op);
      for (const claim of claims) {
        if (claim.targets.some((target) => touchedLater.has(target))) continue;
        if (!claim.holds(model)) losses.push(`v${version} op ${index}: ${claim.describe}`);
      }
      for (const target of touchesOf(op)) touchedLater.add(target);
    }
  }
  return losses;
}

function claimsOf(op: FlowPatchOp): Claim[] {
  switch (op.op) {
    case 'addNode': {
      const { id, type, x, y, config } = op.node;
      return [
        { targets: [`node:${id}`], holds: (m) => m.getNode(id)?.type === type, describe: `node ${id} added` },
        { targets: [`node:${id}`, `pos:${id}`], holds: (m) => m.getNode(id)?.x === x && m.getNode(id)?.y === y, describe: `node ${id} placed at ${x},${y}` },
        ...Object.keys(config).map((field) => ({
          targets: [`node:${id}`, `cfg:${id}:${field}`],
          holds: (m: FlowModel) => jsonEqual(m.getNode(id)?.config[field], config[field]),
          describe: `node ${id} added with ${field}`,
        })),
      ];
    }
    case 'removeNode':
      return [{ targets: [`node:${op.node.id}`], holds: (m) => !m.hasNode(op.node.id), describe: `node ${op.node.id} removed` }];
    case 'moveNode':
      return [
        {
          targets: [`node:${op.id}`, `pos:${op.id}`],
          holds: (m) => m.getNode(op.id)?.x === op.to[0] && m.getNode(op.id)?.y === op.to[1],
          describe: `node ${op.id} moved to ${op.to.join(',')}`,
        },
      ];
    case 'updateNode':
      return changedFields(op.before.config, op.after.config).map((field) => ({
        targets: [`node:${op.id}`, `cfg:${op.id}:${field}`],
        holds: (m: FlowModel) => jsonEqual(m.getNode(op.id)?.config[field], op.after.config[field]),
        describe: `node ${op.id} ${field} set`,
      }));
    case 'connect': {
      const { from, to } = op.connection;
      return [
        {
          targets: connectionTargets(op),
          holds: (m) => {
            const found = m.connectionAtOutput(from[0], from[1]);
            return found !== undefined && found.to[0] === to[0] && found.to[1] === to[1];
          },
          describe: `connection ${from.join(':')} -> ${to.join(':')} made`,
        },
      ];
    }
    case 'disconnect': {
      const { from, to } = op.connection;
      return [
        {
          targets: connectionTargets(op),
          holds: (m) => {
            const found = m.connectionAtOutput(from[0], from[1]);
            return !found || found.to[0] !== to[0] || found.to[1] !== to[1];
          },
          describe: `connection ${from.join(':')} -> ${to.join(':')} removed`,
        },
      ];
    }
  }
}

function touchesOf(op: FlowPatchOp): string[] {
  switch (op.op) {
    case 'addNode':
    case 'removeNode':
      return [`node:${op.node.id}`];
    case 'moveNode':
      return [`pos:${op.id}`];
    case 'updateNode':
      return changedFields(op.before.config, op.after.config).map((field) => `cfg:${op.id}:${field}`);
    case 'connect':
    case 'disconnect':
      return connectionTargets(op).slice(0, 2);
  }
}

function connectionTargets(op: Extract<FlowPatchOp, { op: 'connect' | 'disconnect' }>): string[] {
  const { from, to } = op.connection;
  return [`out:${portKey(from[0], from[1])}`, `in:${portKey(to[0], to[1])}`, `node:${from[0]}`, `node:${to[0]}`];
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !jsonEqual(before[field], after[field]));
}
