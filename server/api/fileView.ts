import { uploadPath, type StudioFile } from '../../contracts/files';
import type { FileRow } from '../db/schema';
import { isoDate } from './isoDate';

export function toStudioFile(row: FileRow): StudioFile {
  return {
    id: row.id,
    organizationId: row.organizationId,
    originalName: row.originalName,
    size: row.size,
    mime: row.mime,
    createdAt: isoDate(row.createdAt),
    createdBy: row.uploadedBy,
    links: { thumbnail: '/' + uploadPath(row.id, 'thumbnail'), original: '/' + uploadPath(row.id, 'original') },
  };
}
