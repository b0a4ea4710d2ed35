import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClient } from './createApiClient';
import { isRetryable, onErrorRetry } from './retryPolicy';

const ApiContext = createContext<ApiClient | null>(null);

/** The API client plus the SWR defaults of studio.md §7: retry once, never stale by themselves. */
export function ApiProvider({ baseUrl, getAccessToken, children }: { baseUrl: string; getAccessToken: () => string | null; children: ReactNode }) {
  const api = useMemo(() => createApiClient({ baseUrl, getAccessToken }), [baseUrl, getAccessToken]);
  const swrConfig = useMemo(
    () => ({
      fetcher: (key: string) => api.get(key),
      errorRetryCount: 1,
      errorRetryInterval: 1000,
      shouldRetryOnError: isRetryable,
      onErrorRetry,
      revalidateOnFocus: false,
      revalidateIfStale: false,
      revalidateOnReconnect: false,
    }),
    [api],
  );
  return (
    <ApiContext.Provider value={api}>
      <SWRConfig value={swrConfig}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
