// The studio's font catalogue (README "Fonts"): every Google family from the build's trimmed catalogue
// (BUILD_DIR/fonts/catalogue.json, written by fontCatalogueBuild.mjs), joined with the families the studio
// hosts itself: each installed @fontsource package (a dependency) whose latin woff2 files it serves under
// /fonts/{id}/{weight}-{style}.woff2. Running from source without a build (tests, a fresh checkout), the
// same trimming runs in process on the installed google-font-metadata. Loaded once, kept in memory.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { FONT_LIST_LIMIT, fontFamilyId, fontFilePath, type FontDetail, type FontStyle, type FontSummary, type FontVariantKey } from '../../contracts/fonts';
import { clientDistDir, projectRoot } from '../paths';
import { trimFontMetadata, type CatalogueFont, type FontCatalogueFile } from './trimFontMetadata.mjs';

export const builtCatalogueFile = (): string => path.join(path.dirname(clientDistDir()), 'fonts', 'catalogue.json');
const FONT_METADATA_FILE = path.join(projectRoot, 'node_modules/google-font-metadata/data/google-fonts-v1.json');
export const FONTSOURCE_DIR = path.join(projectRoot, 'node_modules/@fontsource');
/** The subset the studio serves of each hosted face (Western European languages). */
const SERVED_SUBSET = 'latin';

function parseVariant(variant: string): FontVariantKey {
  const [weight, style] = variant.split('-');
  return { weight: Number(weight), style: style as FontStyle };
}

export class FontCatalogue {
  private readonly byId = new Map<string, CatalogueFont>();

  /** `hosted`: family id → the variants ("400-normal") whose files the studio serves. */
  constructor(
    private readonly fonts: readonly CatalogueFont[],
    private readonly hosted: ReadonlyMap<string, ReadonlySet<string>>,
  ) {
    for (const font of fonts) this.byId.set(fontFamilyId(font.family), font);
  }

  /** Families whose name contains `query` (case-insensitive): hosted ones first, then names starting with it, then A–Z. */
  search(query: string): FontSummary[] {
    const needle = query.trim().toLowerCase();
    const matches = this.fonts.filter((font) => font.family.toLowerCase().includes(needle));
    const rank = (font: CatalogueFont) => (this.isHosted(font) ? 0 : 2) + (font.family.toLowerCase().startsWith(needle) ? 0 : 1);
    return matches
      .map((font) => ({ font, rank: rank(font) }))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, FONT_LIST_LIMIT)
      .map(({ font }) => ({ family: font.family, category: font.category, variants: font.variants.map(parseVariant), hosted: this.isHosted(font) }));
  }

  /** One family by name (case-insensitive), each variant with the studio path of its file or null; null if unknown. */
  detail(family: string): FontDetail | null {
    const font = this.byId.get(fontFamilyId(family));
    if (!font) return null;
    const served = this.hosted.get(fontFamilyId(font.family));
    const variants = font.variants.map((variant) => {
      const { weight, style } = parseVariant(variant);
      return { family: font.family, category: font.category, weight, style, url: served?.has(variant) ? fontFilePath(font.family, weight, style) : null };
    });
    return { family: font.family, category: font.category, hosted: this.isHosted(font), variants };
  }

  /** The file on disk of a hosted face ("400-normal"), or null when the studio does not serve it. */
  fontFile(familyId: string, variant: string): string | null {
    if (!this.hosted.get(familyId)?.has(variant)) return null;
    return path.join(FONTSOURCE_DIR, familyId, 'files', `${familyId}-${SERVED_SUBSET}-${variant}.woff2`);
  }

  /** The ids of the families the studio hosts, A–Z. */
  hostedFamilies(): string[] {
    return [...this.hosted.keys()].sort();
  }

  private isHosted(font: CatalogueFont): boolean {
    return (this.hosted.get(fontFamilyId(font.family))?.size ?? 0) > 0;
  }
}

/** The served faces of every installed @fontsource package: id → "400-normal", … (its latin woff2 files). */
export async function hostedFontFiles(fontsourceDir = FONTSOURCE_DIR): Promise<Map<string, Set<string>>> {
  const hosted = new Map<string, Set<string>>();
  if (!existsSync(fontsourceDir)) return hosted;
  for (const id of (await readdir(fontsourceDir)).sort()) {
    const filesDir = path.join(fontsourceDir, id, 'files');
    if (!existsSync(filesDir)) continue;
    const pattern = new RegExp(`^${id.replace(/[^a-z0-9-]/g, '')}-${SERVED_SUBSET}-([1-9]00-(?:normal|italic))\\.woff2$`);
    const variants = new Set<string>();
    for (const file of await readdir(filesDir)) {
      const variant = pattern.exec(file)?.[1];
      if (variant) variants.add(variant);
    }
    if (variants.size > 0) hosted.set(id, variants);
  }
  return hosted;
}

async function readCatalogueFile(): Promise<FontCatalogueFile> {
  const built = builtCatalogueFile();
  if (existsSync(built)) return JSON.parse(await readFile(built, 'utf8')) as FontCatalogueFile;
  return trimFontMetadata(JSON.parse(await readFile(FONT_METADATA_FILE, 'utf8')));
}

let loading: Promise<FontCatalogue> | null = null;

/** The catalogue, loaded on first use and kept. */
export function fontCatalogue(): Promise<FontCatalogue> {
  loading ??= Promise.all([readCatalogueFile(), hostedFontFiles()]).then(([file, hosted]) => new FontCatalogue(file.fonts, hosted));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
