// What every field of a node form can read: read-only, the values upstream nodes provide and the
// organization's secrets (for the placeholder picker).
import { createContext, useContext } from 'react';
import type { ContextValueOption } from './placeholderTokens';

export interface NodeFormEnvironment {
  readOnly: boolean;
  contextValues: readonly ContextValueOption[];
  secrets: readonly string[];
}

export const NodeFormContext = createContext<NodeFormEnvironment>({ readOnly: true, contextValues: [], secrets: [] });

export const useNodeFormEnvironment = () => useContext(NodeFormContext);
