// Turns an accepted upload into the WebP variants served under /uploads: a thumbnail that fits in
// THUMBNAIL_SIZE², and the original size. EXIF orientation is applied; metadata is dropped.
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_PIXELS, THUMBNAIL_SIZE, type ImageResolution } from '../../contracts/files';

export type ImageVariants = Record<ImageResolution, Buffer>;

export class UnreadableImageError extends Error {}
export class ImageTooLargeError extends Error {}

export async function imageVariants(input: Buffer): Promise<ImageVariants> {
  const open = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnreadableImageError('the image cannot be read');
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > IMAGE_MAX_PIXELS) throw new ImageTooLargeError('the image has too many pixels');
  try {
    const [original, thumbnail] = await Promise.all([
      open().webp({ quality: 90 }).toBuffer(),
      open().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { original, thumbnail };
  } catch {
    throw new UnreadableImageError('the image cannot be decoded');
  }
}
