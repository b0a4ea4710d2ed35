/** A family of the trimmed catalogue: variants as "400-normal", "700-italic", sorted by weight then style. */
export interface CatalogueFont {
  family: string;
  category: string;
  variants: string[];
}

export interface FontCatalogueFile {
  fonts: CatalogueFont[];
}

export function trimFontMetadata(metadata: Record<string, { family: string; category: string; variants: Record<string, Record<string, unknown>> }>): FontCatalogueFile;
