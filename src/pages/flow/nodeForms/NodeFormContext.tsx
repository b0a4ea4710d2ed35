// What every field of a node form can read: read-only, and what the node can reference in {{…}} tokens (values
// offered upstream, then the organization's secrets) for the placeholder picker.
import { createContext, useContext } from 'react';
import type { ContextValueOption } from './placeholderTokens';

export interface NodeFormEnvironment {
  readOnly: boolean;
  contextValues: readonly ContextValueOption[];
}

export const NodeFormContext = createContext<NodeFormEnvironment>({ readOnly: true, contextValues: [] });

export const useNodeFormEnvironment = () => useContext(NodeFormContext);
