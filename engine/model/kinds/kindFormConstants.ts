// What node forms need of each kind besides its schema: option lists, limits and default factories.
export { AB_BRANCH_LABELS, AB_WEIGHTS_MAX, AB_WEIGHTS_MIN, splitWeightsEvenly } from './abTestingKind';
export { AWAIT_TRIGGERS, AWAIT_TRIGGER_VALUES, EVENT_VALUE_MAX, type AwaitTrigger } from './awaitKind';
export { CODE_MAX, DEFAULT_CODE } from './codeKind';
export { randomPartitionName } from './collectKind';
export {
  CONDITION_BRANCHES_MAX,
  CONDITION_OPERATORS,
  CONDITION_VALUE_MAX,
  CONDITIONS_PER_BRANCH_MAX,
  conditionValueCount,
  type ConditionOperator,
} from './conditionKind';
export { ALLOW_ALL_ORIGINS, ENTRYPOINT_LIST_MAX, ORIGIN_MAX, UTM_PARAMS } from './entrypointKind';
export { FUNCTIONS_MAX } from './functionKind';
export { HTTP_HEADERS_MAX, HTTP_METHODS, HTTP_TIMEOUT_DEFAULT } from './httpRequestKind';
export { FIELDS_MAX } from './keyValueFields';
export { NOTE_COLORS, NOTE_WIDTH_DEFAULT, NOTE_WIDTH_MAX, NOTE_WIDTH_MIN } from './noteKind';
export { URL_MAX } from './redirectKind';
export { createStorageEntry, STORAGE_ACTIONS, STORAGE_ENTRIES_MAX, STORAGE_MAX_AGE_MAX, STORAGE_TYPES } from './storageKind';
export { DIALOG_SIZES, DIALOG_SIZE_WIDTH, type DialogSize } from './viewKind';
