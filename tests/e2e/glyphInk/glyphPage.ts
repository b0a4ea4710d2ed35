// A bare page for glyphInkTrim in real Chromium: the flow's two fonts as the editor installs them (glyphs trimmed to
// their ink) beside untrimmed twins with the same glyphs in the same order (so the same atlas cells), then labels
// drawn both ways with WebGL. It reports, per glyph, any inked atlas pixel the trimmed quad leaves out and whether
// the glyph's anchor moved, the quads' areas, and how far the two renderings differ; the spec judges.
import { Application, BitmapFontManager, BitmapText, Container, Rectangle, type Texture } from 'pixi.js';
import { FLOW_FONT, FLOW_FONT_BOLD, FLOW_FONT_CHARS, installFlowFonts } from '../../../engine/render/flowFont';
import { CARD_FONT_FAMILY } from '../../../engine/render/nodeCardText';

/** What the page found; `window.__glyphReport` once done. */
export interface GlyphReport {
  glyphs: number;
  /** Inked atlas pixels looked at (the twins' glyphs), so a check that saw no ink cannot pass. */
  inked: number;
  /** "font 'c': n pixels" for each glyph whose ink reaches outside its trimmed quad. */
  inkLeftOut: string[];
  /** Glyphs whose quad's first texel, less the glyph's offsets, is not where the untrimmed glyph's is. */
  moved: string[];
  areaTrimmed: number;
  areaUntrimmed: number;
  /** Per label size: the largest difference of a channel between the two renderings, and how many differ. */
  renderings: { size: number; largest: number; differing: number }[];
}

interface Glyph {
  texture?: Texture;
  xOffset: number;
  yOffset: number;
}
interface Font {
  chars: Record<string, Glyph>;
  pages: { canvasAndContext: { context: CanvasRenderingContext2D }; texture: Texture }[];
}

/** The labels' words, with glyphs the install does not hold (added as the labels are laid out). */
const LABELS = ['HTTP request #83', 'GET (no URL)', 'A 34% · B 33% · C 33%', 'Email #16 No subject yet', 'fj{}()|/\\ gypq ÄÖ WM_x @&$?!'];
const TWINS = [
  [FLOW_FONT, 'TwinRegular', 'normal'],
  [FLOW_FONT_BOLD, 'TwinBold', '600'],
] as const;

function fontOf(name: string): Font {
  return BitmapFontManager.getFont('a', { fontFamily: name, fontSize: 12 } as never) as unknown as Font;
}

async function main(): Promise<GlyphReport> {
  const app = new Application();
  await app.init({ width: 640, height: 320, background: 0xffffff, preference: 'webgl', antialias: false });
  document.body.append(app.canvas);
  installFlowFonts();
  for (const [, twin, fontWeight] of TWINS) {
    BitmapFontManager.install({ name: twin, style: { fontFamily: CARD_FONT_FAMILY, fontSize: 28, fontWeight, fill: 0xffffff }, chars: [...FLOW_FONT_CHARS], resolution: 1, padding: 4, skipKerning: true });
  }
  // Lay the labels out in every font, trimmed first, so each adds the same glyphs in the same order.
  for (const label of LABELS) for (const [trimmed, twin] of TWINS) for (const name of [trimmed, twin]) BitmapFontManager.getFont(label, { fontFamily: name, fontSize: 12 } as never);

  const report: GlyphReport = { glyphs: 0, inked: 0, inkLeftOut: [], moved: [], areaTrimmed: 0, areaUntrimmed: 0, renderings: [] };
  for (const [trimmedName, twinName] of TWINS) {
    const trimmed = fontOf(trimmedName);
    const twin = fontOf(twinName);
    for (const [char, glyph] of Object.entries(twin.chars)) {
      const cut = trimmed.chars[char];
      if (!glyph.texture || !cut?.texture) continue;
      report.glyphs++;
      const scale = glyph.texture.source.resolution;
      const cell = glyph.texture.frame;
      const frame = cut.texture.frame;
      report.areaUntrimmed += cell.width * cell.height * scale * scale;
      report.areaTrimmed += frame.width * frame.height * scale * scale;
      const anchor = (g: Glyph) => [Math.round((g.texture!.frame.x - g.xOffset) * scale * 1000), Math.round((g.texture!.frame.y - g.yOffset) * scale * 1000)].join();
      if (anchor(cut) !== anchor(glyph)) report.moved.push(`${trimmedName} '${char}'`);
      // The twin's cell holds the glyph as pixi drew it; the trimmed font drew it at the same place in its own atlas.
      const context = twin.pages.find((page) => page.texture.source === glyph.texture!.source)!.canvasAndContext.context;
      const x0 = Math.round(cell.x * scale);
      const y0 = Math.round(cell.y * scale);
      const width = Math.round((cell.x + cell.width) * scale) - x0;
      const height = Math.round((cell.y + cell.height) * scale) - y0;
      const pixels = context.getImageData(x0, y0, width, height).data;
      let outside = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          if (pixels[(y * width + x) * 4 + 3] === 0) continue;
          report.inked++;
          const inside = x0 + x >= frame.x * scale - 1e-6 && x0 + x + 1 <= (frame.x + frame.width) * scale + 1e-6 && y0 + y >= frame.y * scale - 1e-6 && y0 + y + 1 <= (frame.y + frame.height) * scale + 1e-6;
          if (!inside) outside++;
        }
      }
      if (outside > 0) report.inkLeftOut.push(`${trimmedName} '${char}': ${outside} pixels`);
    }
  }

  for (const size of [9, 12, 14, 20]) {
    const drawn: Uint8ClampedArray[] = [];
    for (const fonts of [TWINS.map(([trimmed]) => trimmed), TWINS.map(([, twin]) => twin)]) {
      const stage = new Container();
      LABELS.forEach((text, line) =>
        fonts.forEach((fontFamily, bold) => {
          const label = new BitmapText({ text, style: { fontFamily, fontSize: size } });
          label.tint = 0x0f172a;
          label.position.set(10.3 + bold * 300, 8.7 + line * size * 1.5);
          stage.addChild(label);
        }),
      );
      app.stage.removeChildren();
      app.stage.addChild(stage);
      app.render();
      drawn.push(app.renderer.extract.pixels({ target: app.stage, frame: new Rectangle(0, 0, 640, 320) }).pixels);
    }
    let largest = 0;
    let differing = 0;
    for (let i = 0; i < drawn[0]!.length; i++) {
      const difference = Math.abs(drawn[0]![i]! - drawn[1]![i]!);
      if (difference > 0) differing++;
      largest = Math.max(largest, difference);
    }
    report.renderings.push({ size, largest, differing });
  }
  return report;
}

main().then(
  (report) => Object.assign(window, { __glyphReport: report }),
  (error: unknown) => Object.assign(window, { __glyphReport: { error: String(error) } }),
);
