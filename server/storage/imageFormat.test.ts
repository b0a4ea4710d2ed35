import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './imageFormat';

const image = (format: 'png' | 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#08f' } })
    .toFormat(format)
    .toBuffer();

/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size + 8);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'));
  return box;
}

describe('detectImageFormat', () => {
  it('recognises the images sharp writes by their bytes', async () => {
    expect(detectImageFormat(await image('png'))).toBe('png');
    expect(detectImageFormat(await image('jpeg'))).toBe('jpeg');
    expect(detectImageFormat(await image('webp'))).toBe('webp');
    expect(detectImageFormat(await image('avif'))).toBe('avif');
  });

  it('tells HEIC, HEIF and AVIF apart by their brands', () => {
    expect(detectImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(detectImageFormat(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(detectImageFormat(ftyp('mif1', 'mif1'))).toBe('heif');
    expect(detectImageFormat(ftyp('mif1', 'mif1', 'avif'))).toBe('avif');
    expect(detectImageFormat(ftyp('isom', 'mp41'))).toBeNull();
  });

  it('refuses anything else whatever it is called', () => {
    expect(detectImageFormat(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectImageFormat(Buffer.from('GIF89a....', 'latin1'))).toBeNull();
    expect(detectImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
    expect(detectImageFormat(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
  });
});
