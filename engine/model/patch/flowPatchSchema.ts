// The wire shape of a patch, for the server to check JSON it receives before applyPatch looks at it.
import { array, literal, number, object, record, string, tuple, union, unknown } from 'superstruct';
import { flowConnectionSchema, flowNodeSchema } from '../flowSchema';
import type { FlowPatch } from './flowPatch';

const nodeShape = object({ inputs: number(), outputs: number(), config: record(string(), unknown()) });
const point = tuple([number(), number()]);

export const flowPatchOpSchema = union([
  object({ op: literal('addNode'), node: flowNodeSchema }),
  object({ op: literal('removeNode'), node: flowNodeSchema }),
  object({ op: literal('moveNode'), id: number(), from: point, to: point }),
  object({ op: literal('connect'), connection: flowConnectionSchema }),
  object({ op: literal('disconnect'), connection: flowConnectionSchema }),
  object({ op: literal('updateNode'), id: number(), before: nodeShape, after: nodeShape }),
]);

export const flowPatchSchema = object({ ops: array(flowPatchOpSchema) });

