// The organization's file library (editor.md §7): a page of files, one file by id, and their query keys.
import type { FileList, StudioFile } from '../../contracts/files';
import { useApiQuery } from './useApiQuery';

const enc = encodeURIComponent;

export const fileKeys = {
  /** Every page of an organization's files (invalidate this prefix after an upload or a delete). */
  organizationFiles: (organizationId: string) => `/organizations/${enc(organizationId)}/files`,
  organizationFilesPage: (organizationId: string, page: number) => `/organizations/${enc(organizationId)}/files?page=${page}`,
  file: (id: string) => `/files/${enc(id)}`,
};

export function useOrganizationFiles(organizationId: string, page: number) {
  return useApiQuery<FileList>(fileKeys.organizationFilesPage(organizationId, page), { keepPreviousData: true, throwOnError: false });
}

/** A picked file's name, size and date; a failure (a deleted file: 404) is not thrown (editor.md §8). */
export function useStudioFile(id: string | null) {
  return useApiQuery<StudioFile>(id ? fileKeys.file(id) : null, { throwOnError: false, shouldRetryOnError: false });
}
