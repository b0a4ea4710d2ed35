// Why the tree cannot be saved (the server's rule, viewRootSchema), checked on every edit without running the
// whole schema each time: each block is validated on its own (type, config, style and its number of children,
// the children themselves stubbed), and the answer is kept per config and style object. Edits copy the path
// to what they touched but keep every untouched config and style object, so after one property edit only the
// edited block is validated again. A secret placeholder in a block counts as a problem (secret-not-allowed), as the
// flow save says. The tree-wide rules (root container, depth, unique ids) are a cheap walk.
// Save still runs the full schema.
import { validate } from 'superstruct';
import { secretsIn } from '../../../engine/model/kinds/secretPlacement';
import { blockSchema } from '../../../engine/model/kinds/viewBlockSchema';
import { VIEW_DEPTH_MAX, type Block } from '../../../engine/model/view/blockTree';

export interface TreeProblem {
  blockId: number;
  /** Field path inside the block ("config.label"), or '' for the block or the tree. */
  path: string;
  /** The schema's refinement name (e.g. "text-too-long", "depth-max"). */
  rule: string;
}

/** A valid leaf standing in for each child while a container is checked on its own. */
const STUB: Block = { id: 0, type: 'text', config: {}, style: {} };

/** The block as checked on its own: its children (their number counts: a row's column widths) stubbed. */
export function withStubChildren(block: Block): Block {
  return block.children ? { ...block, children: block.children.map(() => STUB) } : block;
}
type OwnProblem = Omit<TreeProblem, 'blockId'> | null;
/** config → style → "type:children" → the block's own problem. */
const checked = new WeakMap<object, WeakMap<object, Map<string, OwnProblem>>>();

function ownProblem(block: Block): OwnProblem {
  const [error] = validate({ ...withStubChildren(block), id: 0 }, blockSchema);
  const failure = error?.failures()[0];
  if (failure) return { path: failure.path.join('.'), rule: failure.refinement ?? failure.type };
  // A view shows its texts to visitors: a secret may not sit in one (the flow save refuses it too).
  const secret = blockSecrets(block)[0];
  return secret ? { path: secret.path.join('.'), rule: secret.key } : null;
}

/** Where the block's own config and style (not its children) name a secret. */
export function blockSecrets(block: Block) {
  return secretsIn({ config: block.config, style: block.style });
}

/** The first rule this block breaks on its own (children not visited). */
export function blockProblem(block: Block): TreeProblem | null {
  if (!Number.isInteger(block.id)) return { blockId: block.id, path: 'id', rule: 'integer' };
  if (typeof block.config !== 'object' || block.config === null || typeof block.style !== 'object' || block.style === null) {
    const problem = ownProblem(block);
    return problem && { blockId: block.id, ...problem };
  }
  let byStyle = checked.get(block.config);
  if (!byStyle) checked.set(block.config, (byStyle = new WeakMap()));
  let byShape = byStyle.get(block.style);
  if (!byShape) byStyle.set(block.style, (byShape = new Map()));
  const shape = `${String(block.type)}:${block.children ? block.children.length : '-'}`;
  let problem = byShape.get(shape);
  if (problem === undefined) byShape.set(shape, (problem = ownProblem(block)));
  return problem && { blockId: block.id, ...problem };
}

/** The first problem of the tree in pre-order, or null when viewRootSchema would accept it. */
export function treeProblem(root: Block): TreeProblem | null {
  if (root.type !== 'container') return { blockId: root.id, path: '', rule: 'root-container' };
  const ids = new Set<number>();
  const stack: [Block, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [block, depth] = stack.pop()!;
    if (depth > VIEW_DEPTH_MAX) return { blockId: block.id, path: '', rule: 'depth-max' };
    if (ids.has(block.id)) return { blockId: block.id, path: '', rule: 'block-id-duplicate' };
    ids.add(block.id);
    const problem = blockProblem(block);
    if (problem) return problem;
    const children = block.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push([children[index]!, depth + 1]);
  }
  return null;
}

export function describeProblem(problem: TreeProblem): string {
  return `block #${problem.blockId}${problem.path ? ` ${problem.path}` : ''}: ${problem.rule}`;
}
