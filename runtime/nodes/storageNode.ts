// The storage node: its entries in order. get reads the value (null when absent) into `cookie_|ls_|ss_<key>`;
// set writes the substituted value with maxAge; remove deletes; get-remove reads then deletes.
// timeout (0–10 s) applies to reads: an absent value is awaited that long (checked every 100 ms), for values
// another script of the page sets a moment later.
import type { ContextValue } from '../../contracts/runtime';
import { storageValueName } from '../../engine/model/context/offeredByKind';
import type { NodeExecutor } from './nodeExecutor';
import { pageStorage, type PageStorage, type StorageType } from './pageStorage';

interface StorageEntry {
  type: StorageType;
  action: 'get' | 'set' | 'remove' | 'get-remove';
  key: string;
  value: string;
  timeout: number;
  maxAge: number;
}

export const STORAGE_POLL_MS = 100;

function readWithin(storage: PageStorage, key: string, timeoutSeconds: number, signal: AbortSignal): Promise<string | null> {
  const deadline = Date.now() + Math.max(0, timeoutSeconds) * 1000;
  return new Promise((resolve) => {
    const attempt = () => {
      const value = storage.get(key);
      if (value !== null || Date.now() >= deadline || signal.aborted) return resolve(value);
      setTimeout(attempt, STORAGE_POLL_MS);
    };
    attempt();
  });
}

export const storageNode: NodeExecutor = async (run) => {
  const view = run.mount.ownerDocument.defaultView!;
  const values: Record<string, ContextValue> = {};
  for (const entry of (run.node.config.entries ?? []) as StorageEntry[]) {
    const storage = pageStorage(view, entry.type);
    const key = run.context.substitute(entry.key);
    if (entry.action === 'set') {
      storage.set(key, run.context.substitute(entry.value), entry.maxAge);
      continue;
    }
    if (entry.action === 'remove') {
      storage.remove(key);
      continue;
    }
    values[storageValueName(entry.type, entry.key)] = await readWithin(storage, key, entry.timeout, run.signal);
    if (entry.action === 'get-remove') storage.remove(key);
  }
  return { port: 0, values };
};
