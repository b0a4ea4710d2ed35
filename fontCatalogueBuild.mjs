// The font catalogue of the build (README "Fonts"): google-font-metadata's data (a devDependency) trimmed to
// family, category and variants, written to {outDir}/catalogue.json for the server (server/fonts/fontCatalogue.ts).
// Offline: the metadata ships inside the npm package; nothing is fetched.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trimFontMetadata } from './server/fonts/trimFontMetadata.mjs';

export const FONT_METADATA_FILE = 'node_modules/google-font-metadata/data/google-fonts-v1.json';

/** Writes {outDir}/catalogue.json; answers the number of families. */
export async function buildFontCatalogue(root, outDir) {
  const metadata = JSON.parse(await readFile(path.join(root, FONT_METADATA_FILE), 'utf8'));
  const catalogue = trimFontMetadata(metadata);
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'catalogue.json'), JSON.stringify(catalogue));
  return catalogue.fonts.length;
}
