import type { FlowNode } from '../../engine/model/flowTypes';
import type { ContextValue, VisitorIds } from '../../contracts/runtime';
export interface ContextReader {
  /** The value of a token `<nodeId>.<name>` or `secret.<name>` (secrets are never known in the browser: undefined). */
  get(token: string): ContextValue | undefined;
  /** Text with every {{token}} replaced by its value ('' when unknown). */
  substitute(text: string): string;
}
export interface NodeRun {
  node: FlowNode;
  context: ContextReader;
  visitor: VisitorIds;
  /** Where the widget shows on the page (the element standing in for the script tag), inside which views render. */
  mount: HTMLElement;
  /** Studio-served file URL for an image file id. */
  fileUrl(fileId: string): string;
  /** Records a client event (contracts/runtime.ts CLIENT_EVENT_NAMES) for this node. */
  emit(name: import('../../contracts/runtime').ClientEventName, payload?: Record<string, ContextValue>): void;
  /** The run was torn down (widget removed, page hidden for good): stop and clean up. */
  signal: AbortSignal;
  /** CSP nonce for style elements, when the embedder gave one. */
  nonce?: string;
}
/** The view button the visitor pressed: its label as shown (`close` for a dialog's close) and the output it took, from 1. */
export interface ViewChoice {
  button: string;
  output: number;
}
/**
 * port: the output port taken; null: the flow ends at this node. values: what the node adds to the context, by
 * unqualified name. choice: a view's, the button that was pressed (finished and link_followed record it).
 */
export interface NodeOutcome { port: number | null; values?: Record<string, ContextValue>; choice?: ViewChoice }
export type NodeExecutor = (run: NodeRun) => Promise<NodeOutcome>;
