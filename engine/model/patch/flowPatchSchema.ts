// The wire shape of a patch, for the server to check JSON it receives before applyPatch looks at it.
// Ids, port counts and coordinates obey the same bounds as a stored node (flowSchema.ts). The op's
// `op` picks its shape, so a refusal names the field inside the op (patches.0.ops.2.node.id), not just the op.
import { array, dynamic, enums, literal, object, record, string, tuple, type, unknown, type Struct } from 'superstruct';
import { finite, flowConnectionSchema, flowNodeSchema, nodeId, portIndex } from '../flowSchema';

const nodeShape = object({ inputs: portIndex, outputs: portIndex, config: record(string(), unknown()) });
const point = tuple([finite, finite]);

const OP_SHAPES = {
  addNode: object({ op: literal('addNode'), node: flowNodeSchema }),
  removeNode: object({ op: literal('removeNode'), node: flowNodeSchema }),
  moveNode: object({ op: literal('moveNode'), id: nodeId, from: point, to: point }),
  connect: object({ op: literal('connect'), connection: flowConnectionSchema }),
  disconnect: object({ op: literal('disconnect'), connection: flowConnectionSchema }),
  updateNode: object({ op: literal('updateNode'), id: nodeId, before: nodeShape, after: nodeShape }),
} as const;

type OpName = keyof typeof OP_SHAPES;
const OP_NAMES = Object.keys(OP_SHAPES) as OpName[];
/** What an op with an unknown or missing `op` is refused by: `op` must name one of the ops. */
const unknownOp = type({ op: enums(OP_NAMES) });

export const flowPatchOpSchema = dynamic((value): Struct<any, any> => {
  const op = (value as { op?: unknown } | null)?.op;
  return typeof op === 'string' && Object.hasOwn(OP_SHAPES, op) ? OP_SHAPES[op as OpName] : unknownOp;
});

export const flowPatchSchema = object({ ops: array(flowPatchOpSchema) });
