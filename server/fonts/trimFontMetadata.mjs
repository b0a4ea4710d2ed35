// Trims google-font-metadata's data (google-fonts-v1.json: every Google family with its subsets, unicode ranges
// and third-party file URLs) to what the studio's catalogue needs: family, category and the weight/style
// variants. Shared by the build (fontCatalogueBuild.mjs) and the server (server/fonts/fontCatalogue.ts).

/** @param {Record<string, { family: string; category: string; variants: Record<string, Record<string, unknown>> }>} metadata */
export function trimFontMetadata(metadata) {
  const fonts = [];
  for (const entry of Object.values(metadata)) {
    const variants = [];
    for (const [weight, styles] of Object.entries(entry.variants ?? {})) {
      if (!/^[1-9]00$/.test(weight)) continue;
      for (const style of Object.keys(styles)) if (style === 'normal' || style === 'italic') variants.push(`${weight}-${style}`);
    }
    if (variants.length === 0) continue;
    variants.sort((a, b) => Number(a.slice(0, 3)) - Number(b.slice(0, 3)) || (a.endsWith('normal') ? -1 : 1));
    fonts.push({ family: entry.family, category: entry.category, variants });
  }
  fonts.sort((a, b) => a.family.localeCompare(b.family, 'en'));
  return { fonts };
}
