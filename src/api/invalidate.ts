// After a mutation the affected queries are stale (studio.md §4 "lists refetch after mutations").
// Queries on screen are revalidated in place; cached ones not on screen are dropped so that
// they load afresh when next shown (queries never go stale by themselves otherwise).
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const mounted = new Map<string, number>();

/** Registers a mounted query key; returns the cleanup. */
export function trackMounted(key: string): () => void {
  mounted.set(key, (mounted.get(key) ?? 0) + 1);
  return () => {
    const count = (mounted.get(key) ?? 1) - 1;
    if (count <= 0) mounted.delete(key);
    else mounted.set(key, count);
  };
}

/** True when `key` is `prefix` itself or lies under it (path segment or query boundary). */
export function keyMatches(key: string, prefix: string): boolean {
  return key === prefix || key.startsWith(prefix + '/') || key.startsWith(prefix + '?');
}

export function useInvalidate(): (...prefixes: string[]) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (...prefixes: string[]) => {
      const tasks: Promise<unknown>[] = [];
      for (const key of Array.from(cache.keys())) {
        if (typeof key !== 'string' || !prefixes.some((prefix) => keyMatches(key, prefix))) continue;
        // mutate(key) also forgets the key's recent request, which would otherwise be "deduped"
        // on the next mount for up to dedupingInterval and leave the dropped entry unloaded.
        const revalidation = mutate(key);
        if (mounted.has(key)) tasks.push(revalidation);
        else cache.delete(key);
      }
      await Promise.all(tasks);
    },
    [cache, mutate],
  );
}
