// The kinds that perform an operation outside the widget (their cards carry a gear), as a plain set: the first
// view's picture (render/paintFirstView.ts) is painted before the kinds' registry and its config schemas have
// loaded. operationKinds.test.ts keeps it equal to the registry's `operation` flags.
import type { NodeType } from '../flowTypes';

export const OPERATION_KINDS: ReadonlySet<NodeType> = new Set<NodeType>(['ai_prompt', 'collect', 'email', 'http_request']);
