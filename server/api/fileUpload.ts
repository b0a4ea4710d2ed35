// Reads the one multipart field `file` of an upload and checks it is an accepted image by its
// content: a multipart body that does not parse (400 malformed-multipart), size (413 file-too-large,
// whole body read, never a truncated file passed on), type by magic bytes (400 unsupported-file-type),
// pixel count from the header (400 image-too-large), decodable (400 unreadable-image). Decoding waits in
// the process's decode queue; an owner has at most DECODE_LIMITS.perOwner + maxWaitingPerOwner uploads decoding or
// waiting across all studio instances (a lease in cluster.leases; 429 uploads-busy beyond). Answers the WebP variants
// to store.
import '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FILE_MAX_BYTES, IMAGE_FORMATS, IMAGE_MAX_PIXELS } from '../../contracts/files';
import { ApiError, ValidationError } from '../http/errors';
import { detectImageFormat, IMAGE_MIME } from '../storage/imageFormat';
import { QueueFullError } from '../storage/DecodeQueue';
import { acquireLease } from '../cluster/sharedLeases';
import type { Db } from '../db/database';
import { checkImageHeader, DECODE_LIMITS, ImageTooLargeError, imageVariants, UnreadableImageError, type ImageVariants } from '../storage/imageVariants';

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

function fileTooLarge(): ApiError {
  return new ApiError(413, 'file-too-large', `The file is larger than ${FILE_MAX_BYTES / (1024 * 1024)} MB`);
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

function malformedMultipart(error: unknown): ValidationError {
  const reason = error instanceof Error && error.message ? error.message : 'the body does not parse';
  return fileIssue('malformed-multipart', `must be a well-formed multipart/form-data body (${reason})`);
}

/** The bytes of the field `file`, whole: 413 when over FILE_MAX_BYTES, 400 when the multipart body is broken. */
async function readFilePart(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string | undefined }> {
  if (!request.isMultipart()) throw fileIssue('multipart-required', 'send multipart/form-data with the image in the field file');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: FILE_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
  } catch (error) {
    if (isFileTooLarge(error)) throw fileTooLarge();
    throw malformedMultipart(error);
  }
  if (!part || part.fieldname !== 'file') throw fileIssue('required', 'is required (multipart field file)');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (isFileTooLarge(error)) throw fileTooLarge();
    throw malformedMultipart(error);
  }
  // busboy marks a file cut at the limit; depending on timing toBuffer may not have seen the mark yet.
  if (part.file.truncated || bytes.length > FILE_MAX_BYTES) throw fileTooLarge();
  return { bytes, filename: part.filename };
}

/** An owner's uploads decoding or waiting, across instances: the queue's per-owner room on one instance. */
const OWNER_UPLOADS_IN_PROGRESS = DECODE_LIMITS.perOwner + DECODE_LIMITS.maxWaitingPerOwner;
/** A lease outlives the slowest decode measured (~45 s) by far; it is only reached when its instance died. */
const UPLOAD_LEASE_MS = 10 * 60_000;

function uploadsBusy(): ApiError {
  return new ApiError(429, 'uploads-busy', 'Too many of your uploads are being processed; try again when they are done');
}

/** Reads and checks the upload; `owner` (organization or user id) is whose turn it takes in the decode queue. */
export async function readImageUpload(request: FastifyRequest, db: Db, owner: string): Promise<CheckedUpload> {
  const { bytes, filename } = await readFilePart(request);
  if (bytes.length === 0) throw fileIssue('empty-file', 'is empty');
  const format = detectImageFormat(bytes);
  if (!format) throw fileIssue('unsupported-file-type', `must be an image: ${IMAGE_FORMATS.join(', ')}`);
  let variants: ImageVariants;
  try {
    // The header check costs no decode: an image refused by it takes no slot.
    await checkImageHeader(bytes);
    const lease = await acquireLease(db, `uploads:${owner}`, OWNER_UPLOADS_IN_PROGRESS, UPLOAD_LEASE_MS);
    if (lease === null) throw uploadsBusy();
    try {
      variants = await imageVariants(bytes, format, owner);
    } finally {
      await lease.release();
    }
  } catch (error) {
    if (error instanceof ImageTooLargeError) {
      throw fileIssue('image-too-large', `has too many pixels (at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels, width × height)`);
    }
    if (error instanceof UnreadableImageError) throw fileIssue('unreadable-image', `looks like ${format} but cannot be decoded`);
    if (error instanceof QueueFullError) throw uploadsBusy();
    throw error;
  }
  return { originalName: displayName(filename), size: bytes.length, mime: IMAGE_MIME[format], variants };
}
