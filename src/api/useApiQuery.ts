// A data query keyed by its API path. A final failure is thrown during render so the error
// boundary around the routes shows the matching screen; a failure still being retried reads as
// loading.
import { useEffect, useRef, useState } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { isRetrying } from './retryPolicy';
import { trackMounted } from './invalidate';

export interface QueryResult<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<T | undefined>;
}

export function useApiQuery<T>(key: string | null, options: SWRConfiguration<T> & { throwOnError?: boolean } = {}): QueryResult<T> {
  const { throwOnError = true, ...swrOptions } = options;
  const { data, error, isLoading, isValidating, mutate } = useSWR<T>(key, swrOptions);
  useEffect(() => (key === null ? undefined : trackMounted(key)), [key]);
  // An error left in the cache by an earlier visit is not this visit's answer: SWR refetches a key
  // without data on mount, so wait for that instead of showing the old failure again.
  const initialError = useRef(error);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const inherited = error !== undefined && error === initialError.current && (!mounted || isValidating);
  const settled = error !== undefined && !isRetrying(error) && !inherited;
  if (settled && throwOnError) throw error;
  return {
    data,
    error: settled ? error : undefined,
    isLoading: isLoading || (error !== undefined && !settled),
    isValidating,
    mutate: () => mutate(),
  };
}
