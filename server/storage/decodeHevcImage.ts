// HEVC-coded HEIF (what phones call HEIC): sharp's prebuilt libvips reads the HEIF container but has no HEVC
// decoder, so such images are decoded with libheif compiled to WebAssembly (heic-decode) into raw RGBA, which
// sharp then encodes like any other input. libheif applies the image's own rotation and mirroring.
import decode from 'heic-decode';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 4;
}

export async function decodeHevcImage(input: Buffer): Promise<RawImage> {
  const image = await decode({ buffer: input });
  return { data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), width: image.width, height: image.height, channels: 4 };
}
