// Uploaded images (editor.md §3 File, §5, §9; studio.md §2.13). An upload is stored as two WebP
// variants served from the content host at uploads/{id}/{resolution}.webp.
import { object, optional } from 'superstruct';
import { pageNumber } from './queries';

/** What an upload may be, judged by its content (magic bytes), not its name. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'heic', 'heif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest upload accepted: 10 MB (answered 413 file-too-large above). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The largest image accepted, in pixels (width × height) as its header declares them: 25 megapixels, enough
 * for a 24 MP camera photo (6000 × 4000) and far beyond what avatars, logos and block images show.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;
/**
 * A user's own files (POST /files: avatars, logos before an organization holds them) are not counted by any
 * plan; each user may keep at most this many, of at most this many bytes together (403 user-file-quota).
 */
export const USER_FILES_MAX = 50;
export const USER_FILES_MAX_BYTES = 100 * 1024 * 1024;
/** The error code of an upload past the user's own-files quota. */
export const USER_FILE_QUOTA_ERROR = 'user-file-quota';

/** Thumbnails fit inside this square, keeping their proportions and never enlarged. */
export const THUMBNAIL_SIZE = 256;

export const IMAGE_RESOLUTIONS = ['thumbnail', 'original'] as const;
export type ImageResolution = (typeof IMAGE_RESOLUTIONS)[number];

/** The path of a variant under the content host: `uploads/{id}/{resolution}.webp`. */
export function uploadPath(fileId: string, resolution: ImageResolution): string {
  return `uploads/${fileId}/${resolution}.webp`;
}

export interface StudioFile {
  id: string;
  /** Null for a user's own file (avatar, logo uploaded through POST /files). */
  organizationId: string | null;
  originalName: string;
  /** Bytes of the upload as received. */
  size: number;
  /** The detected type, e.g. image/png. */
  mime: string;
  createdAt: string;
  createdBy: string;
  /** Paths relative to the content host (see uploadPath). */
  links: { thumbnail: string; original: string };
}

/** GET /organizations/{id}/files?page=: newest first, PAGE_SIZE.files per page. */
export interface FileList {
  files: StudioFile[];
  total: number;
}

export const fileListQuerySchema = object({
  page: optional(pageNumber),
});
