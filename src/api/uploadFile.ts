// POST /files (multipart, field `file`) answers the new file's id; its image variants are then
// served at {contentBase}/uploads/{id}/{thumbnail|original}.webp (studio.md §2.13, editor.md §7).
import type { Created } from '../../contracts/entities';
import { IMAGE_FORMATS } from '../../contracts/files';
import type { ApiClient } from './createApiClient';

/** Image types the upload controls offer (studio.md §5: jpeg, png, webp, avif, heic, heif); the extensions
 * too, for systems that know no MIME type for HEIC or AVIF. */
export const IMAGE_UPLOAD_ACCEPT = IMAGE_FORMATS.map((format) => `image/${format}`).join(',') + ',.heic,.heif,.avif';

export async function uploadFile(api: ApiClient, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const created = await api.post<Created>('/files', form);
  return created.id;
}
