// What every field of a node form can read: read-only, what the node can reference in {{…}} tokens (values
// offered upstream, then the organization's secrets) for the placeholder picker, and commit for sub-editors.
import { createContext, useContext } from 'react';
import type { ContextValueOption } from './placeholderTokens';

export interface NodeFormEnvironment {
  readOnly: boolean;
  contextValues: readonly ContextValueOption[];
  /**
   * Writes `config` to the flow now, as one undoable command (autosaved like any edit), and makes it the form's
   * saved state: for a sub-editor with its own Save (the view editor), so its work never waits on the modal's.
   */
  commit(config: Record<string, unknown>): void;
}

export const NodeFormContext = createContext<NodeFormEnvironment>({ readOnly: true, contextValues: [], commit: () => {} });

export const useNodeFormEnvironment = () => useContext(NodeFormContext);
