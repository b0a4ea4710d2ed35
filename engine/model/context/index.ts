// Context values (editor.md §3): names, tokens, what each node offers and what it sees.
export { normaliseContextName, nodeValueToken, secretToken, parseContextToken, placeholdersIn, replacePlaceholders, SECRET_TOKEN_PREFIX, type ParsedToken } from './contextName';
export { codeContextNames, ADD_VALUE_CALL, GET_VALUE_CALL, type CodeContextNames } from './codeContextNames';
export { offeredValues, offeredAt, allOfferedNames, ENTRYPOINT_VALUES, type OfferedValues } from './offeredContextValues';
export { computeOfferedValues, offeredOnPort, storageValueName } from './offeredByKind';
export { FlowContext, type ContextValueOption } from './FlowContext';
export { UpstreamIndex } from './UpstreamIndex';
export { codeNames } from './codeNames';
