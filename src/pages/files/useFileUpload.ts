// One upload at a time into an organization's library (editor.md §4 File upload): idle or pending; on success the
// file lists and the organization (usage, quota) are refreshed; a failure is swallowed and pending ends (§8).
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { StudioFile } from '../../../contracts/files';
import { useApi } from '../../api/ApiContext';
import { fileKeys } from '../../api/fileQueries';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';

/** Refreshes what an upload or a delete changes: every page of the library and the organization's usage. */
export function useRefreshFiles(organizationId: string): () => Promise<void> {
  const invalidate = useInvalidate();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([invalidate(fileKeys.organizationFiles(organizationId)), mutate(keys.organization(organizationId))]);
  }, [invalidate, mutate, organizationId]);
}

export function useFileUpload(organizationId: string, onUploaded: (file: StudioFile) => void) {
  const api = useApi();
  const refresh = useRefreshFiles(organizationId);
  const [pending, setPending] = useState(false);
  const upload = async (file: File) => {
    if (pending) return;
    setPending(true);
    try {
      const body = new FormData();
      body.append('file', file, file.name);
      const created = await api.post<StudioFile>(fileKeys.organizationFiles(organizationId), body);
      await refresh();
      onUploaded(created);
    } catch {
      // Silent (editor.md §8): the server's 400 says why, the control just returns to idle.
    } finally {
      setPending(false);
    }
  };
  return { pending, upload };
}
