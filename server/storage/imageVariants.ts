// Turns an accepted upload into the WebP variants served under /uploads: a thumbnail that fits in
// THUMBNAIL_SIZE², and the original size. EXIF orientation is applied; metadata is dropped. HEIC (HEVC)
// images, which sharp cannot decode, go through decodeHevcImage first.
//
// Decoding is the expensive part and runs on libuv's thread pool, which token verification (WebCrypto),
// scrypt and file I/O share. So: the dimensions are read from the header first (sharp's metadata reads no
// pixels) and an image over IMAGE_MAX_PIXELS is refused before any decode; decodes then go through one
// process-wide DecodeQueue (2 at once, 1 per owner, 4 waiting per owner), each encoding its two variants one
// after the other, so image work holds at most 2 of the pool's 4 threads; and libvips uses one thread per
// image (sharp.concurrency(1)) so two decodes take at most two cores.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, THUMBNAIL_SIZE, type ImageFormat, type ImageResolution } from '../../contracts/files';
import { decodeHevcImage, type RawImage } from './decodeHevcImage';
import { DecodeQueue } from './DecodeQueue';

export type ImageVariants = Record<ImageResolution, Buffer>;

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}

export const DECODE_LIMITS = { global: 2, perOwner: 1, maxWaitingPerOwner: 4 } as const;

sharp.concurrency(1);

/** The one queue of the process: sharp and libuv's thread pool are per process too. */
export const imageDecodeQueue = new DecodeQueue(DECODE_LIMITS);

const HEIF_FAMILY: ReadonlySet<ImageFormat> = new Set(['heic', 'heif']);

/** Width and height from the image's header, without decoding it; refuses images over IMAGE_MAX_PIXELS. */
export async function checkImageHeader(input: Buffer): Promise<{ width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnreadableImageError('the image cannot be read');
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  if (width <= 0 || height <= 0) throw new UnreadableImageError('the image header has no size');
  if (width * height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError('the image has too many pixels');
  return { width, height };
}

/** Checks the header, then decodes and encodes in the queue under `owner` (an organization or user id). */
export async function imageVariants(input: Buffer, format: ImageFormat, owner: string): Promise<ImageVariants> {
  await checkImageHeader(input);
  return imageDecodeQueue.run(owner, () => decodeToVariants(input, format));
}

async function decodeToVariants(input: Buffer, format: ImageFormat): Promise<ImageVariants> {
  const direct = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  try {
    return await encodeVariants(direct);
  } catch {
    if (!HEIF_FAMILY.has(format)) throw new UnreadableImageError('the image cannot be decoded');
  }
  let raw: RawImage;
  try {
    raw = await decodeHevcImage(input);
  } catch {
    throw new UnreadableImageError('the image cannot be decoded');
  }
  if (raw.width * raw.height > IMAGE_MAX_PIXELS) throw new ImageTooLargeError('the image has too many pixels');
  return encodeVariants(() => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }));
}

/** One after the other, so a decode holds one thread of the pool at a time. */
async function encodeVariants(open: () => Sharp): Promise<ImageVariants> {
  const original = await open().webp({ quality: 90 }).toBuffer();
  const thumbnail = await open().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  return { original, thumbnail };
}
