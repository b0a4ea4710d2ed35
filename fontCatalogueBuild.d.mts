export const FONT_METADATA_FILE: string;
/** Writes {outDir}/catalogue.json; answers the number of families. */
export function buildFontCatalogue(root: string, outDir: string): Promise<number>;
