// Reads the one multipart field `file` of an upload and checks it is an accepted image by its
// content: size (413 file-too-large), type by magic bytes (400 unsupported-file-type), decodable
// (400 unreadable-image), pixel count (400 image-too-large). Answers the WebP variants to store.
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, IMAGE_FORMATS } from '../../contracts/files';
import { ApiError, ValidationError } from '../http/errors';
import { detectImageFormat, IMAGE_MIME } from '../storage/imageFormat';
import { ImageTooLargeError, imageVariants, UnreadableImageError, type ImageVariants } from '../storage/imageVariants';

export interface CheckedUpload {
  originalName: string;
  size: number;
  mime: string;
  variants: ImageVariants;
}

const NAME_MAX = 255;

function fileIssue(rule: string, message: string): ValidationError {
  return new ValidationError([{ field: 'file', rule, message }]);
}

/** A file name to show: no path, no control characters, at most NAME_MAX characters. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'image').slice(0, NAME_MAX);
}

export async function readImageUpload(request: FastifyRequest): Promise<CheckedUpload> {
  if (!request.isMultipart()) throw fileIssue('multipart-required', 'send multipart/form-data with the image in the field file');
  const part = await request.file({ limits: { fileSize: FILE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw fileIssue('required', 'is required (multipart field file)');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(413, 'file-too-large', `The file is larger than ${FILE_MAX_BYTES / (1024 * 1024)} MB`);
    }
    throw error;
  }
  if (bytes.length === 0) throw fileIssue('empty-file', 'is empty');
  const format = detectImageFormat(bytes);
  if (!format) throw fileIssue('unsupported-file-type', `must be an image: ${IMAGE_FORMATS.join(', ')}`);
  let variants: ImageVariants;
  try {
    variants = await imageVariants(bytes, format);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw fileIssue('image-too-large', 'has too many pixels (at most 50 megapixels)');
    if (error instanceof UnreadableImageError) throw fileIssue('unreadable-image', `looks like ${format} but cannot be decoded`);
    throw error;
  }
  return { originalName: displayName(part.filename), size: bytes.length, mime: IMAGE_MIME[format], variants };
}
