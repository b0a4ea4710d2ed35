// An API client for the early-queries tests: every GET is recorded in `asked` and answered with its path.
import type { ApiClient } from '../../api/createApiClient';

export function recordingApi(asked: string[]): Pick<ApiClient, 'get' | 'url' | 'accessToken'> {
  return {
    get: <T>(path: string) => {
      asked.push(path);
      return Promise.resolve({ path } as T);
    },
    url: (path: string) => `https://api.test${path}`,
    accessToken: () => null,
  };
}
