import { enums, number, object } from 'superstruct';
import { listUpTo, requiredText, textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const STORAGE_TYPES = ['cookie', 'local-storage', 'session-storage'] as const;
export const STORAGE_ACTIONS = ['get', 'set', 'remove', 'get-remove'] as const;
export const STORAGE_ENTRIES_MAX = 100;
export const STORAGE_MAX_AGE_MAX = 31_536_000;

const entry = object({
  type: enums(STORAGE_TYPES),
  action: enums(STORAGE_ACTIONS),
  key: requiredText(32, 'key-empty', 'key-too-long'),
  value: textUpTo(2048, 'value-too-long'),
  timeout: withRules(number(), { 'timeout-invalid': (value) => value >= 0, 'timeout-too-long': (value) => value <= 10 }),
  maxAge: withRules(number(), {
    'max-age-invalid': (value) => Number.isInteger(value) && value >= -1,
    'max-age-too-long': (value) => value <= STORAGE_MAX_AGE_MAX,
  }),
});

/** A new entry (editor.md §4): cookie, get, empty key and value, timeout 0, maxAge -1. */
export function createStorageEntry() {
  return { type: 'cookie' as const, action: 'get' as const, key: '', value: '', timeout: 0, maxAge: -1 };
}

export const storageKind = defineNodeKind({
  type: 'storage',
  category: 'interaction',
  tags: ['cookie', 'local storage', 'session storage', 'save', 'load'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ entries: [] as ReturnType<typeof createStorageEntry>[] }),
  ports: () => ({ inputs: 1, outputs: 1 }),
  configSchema: object({ entries: listUpTo(entry, STORAGE_ENTRIES_MAX, 'too-many-entries') }),
  publishOnlyRules: [],
});

