// Turns an accepted upload into the WebP variants served under /uploads: a thumbnail that fits in
// THUMBNAIL_SIZE², and the original size. EXIF orientation is applied; metadata is dropped. HEIC (HEVC)
// images, which sharp cannot decode, go through decodeHevcImage first.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS, THUMBNAIL_SIZE, type ImageFormat, type ImageResolution } from '../../contracts/files';
import { decodeHevcImage, type RawImage } from './decodeHevcImage';

export type ImageVariants = Record<ImageResolution, Buffer>;

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}

const HEIF_FAMILY: ReadonlySet<ImageFormat> = new Set(['heic', 'heif']);

export async function imageVariants(input: Buffer, format: ImageFormat): Promise<ImageVariants> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnreadableImageError('the image cannot be read');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) throw new ImageTooLargeError('the image has too many pixels');
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
  return encodeVariants(() => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } }));
}

async function encodeVariants(open: () => Sharp): Promise<ImageVariants> {
  const [original, thumbnail] = await Promise.all([
    open().webp({ quality: 90 }).toBuffer(),
    open().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
  ]);
  return { original, thumbnail };
}
