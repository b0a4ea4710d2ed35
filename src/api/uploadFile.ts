// POST /files (multipart, field `file`) answers the new file's id; its image variants are then
// served at {contentBase}/uploads/{id}/{thumbnail|original}.webp (studio.md §2.13, editor.md §7).
import type { Created } from '../../contracts/entities';
import type { ApiClient } from './createApiClient';

/** Image types the upload control offers (studio.md §5: jpeg, png, webp, avif, heic, heif). */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

export async function uploadFile(api: ApiClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const created = await api.post<Created>('/files', form);
  return created.id;
}
