// Storage entries (editor.md §4): changing the action clears the value, sets maxAge to -1 and timeout to 0;
// each action shows its own fields.
import { createStorageEntry, STORAGE_ENTRIES_MAX, type STORAGE_ACTIONS, type STORAGE_TYPES } from '../../../../engine/model/index';

export { STORAGE_ACTIONS, STORAGE_TYPES, STORAGE_ENTRIES_MAX } from '../../../../engine/model/index';

export type StorageAction = (typeof STORAGE_ACTIONS)[number];
export type StorageType = (typeof STORAGE_TYPES)[number];
export interface StorageEntry {
  type: StorageType;
  action: StorageAction;
  key: string;
  value: string;
  timeout: number;
  maxAge: number;
}
export type StorageField = 'key' | 'value' | 'maxAge' | 'timeout';

export const STORAGE_TYPE_LABELS: Record<StorageType, string> = { cookie: 'Cookie', 'local-storage': 'Local storage', 'session-storage': 'Session storage' };
export const STORAGE_ACTION_LABELS: Record<StorageAction, string> = { get: 'Get', set: 'Set', remove: 'Remove', 'get-remove': 'Get and remove' };

/** set: key, value, maxAge; get and get-remove: key and timeout; remove: key only. */
export function storageFields(action: StorageAction): StorageField[] {
  switch (action) {
    case 'set':
      return ['key', 'value', 'maxAge'];
    case 'get':
    case 'get-remove':
      return ['key', 'timeout'];
    case 'remove':
      return ['key'];
  }
}

export function changeAction(entry: StorageEntry, action: StorageAction): StorageEntry {
  return entry.action === action ? entry : { ...entry, action, value: '', maxAge: -1, timeout: 0 };
}

export const canAddEntry = (entries: readonly StorageEntry[]) => entries.length < STORAGE_ENTRIES_MAX;

export function addEntry(entries: readonly StorageEntry[]): StorageEntry[] {
  return canAddEntry(entries) ? [...entries, createStorageEntry()] : [...entries];
}
