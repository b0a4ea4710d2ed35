// The version history's API paths and its list query (contracts/versions.ts).
import type { PublishedVersionList } from '../../../../contracts/versions';
import { useApiQuery } from '../../../api/useApiQuery';

const enc = encodeURIComponent;

export const versionKeys = {
  /** The prefix of every page of the list (invalidate after a publish or republish). */
  all: (widgetId: string) => `/widgets/${enc(widgetId)}/versions`,
  page: (widgetId: string, page: number) => `/widgets/${enc(widgetId)}/versions?page=${page}`,
  version: (widgetId: string, version: number) => `/widgets/${enc(widgetId)}/versions/${version}`,
  republish: (widgetId: string, version: number) => `/widgets/${enc(widgetId)}/versions/${version}/republish`,
};

/** One page of the list; a failure stays in the panel (it does not replace the editor with an error screen). */
export function useVersionList(widgetId: string, page: number) {
  return useApiQuery<PublishedVersionList>(versionKeys.page(widgetId, page), { keepPreviousData: true, throwOnError: false });
}
