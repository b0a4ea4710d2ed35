// Node warnings (editor.md §5 "Warnings (non-blocking)", §8 "Node warnings").
export { WARNING_KEYS, warningMessage, type WarningKey, type NodeWarning } from './warningMessages';
export { nodeWarnings } from './nodeWarnings';
export { FlowWarnings } from './FlowWarnings';
export { configReferences, type ConfigReference } from './configReferences';
export { urlOriginIsSubstituted } from './unsafeUrl';
export { nodeDependencies, referencedTokens, type NodeDependencies } from './nodeDependencies';
