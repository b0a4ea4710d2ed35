// studio.md §9's icon scale (l 24, m 20, s 16, xs 12) is the only way icons are sized: SVG icons through Icon,
// glyph icons through the --icon-* tokens, and nothing else draws an <svg> of its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { ICON_SIZES } from './iconSizes';

const src = path.resolve(__dirname, '../..');
const files = (dir: string, extension: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension) && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** SVGs that are not icons: the product mark (sized by its caller) and an empty-state illustration. */
const NOT_ICONS: Record<string, string> = {
  'ui/icons/Icon.tsx': 'the icon itself',
  'shell/LogoMark.tsx': 'the product mark',
  'pages/widget/general/SecretsIllustration.tsx': 'an illustration',
  'pages/widget/chart/SeriesSwatch.tsx': "a chart series' line and marker in its legend",
};

/** Selectors of glyph icons (×, ✓, ⚙, ▸) and icon buttons. */
const GLYPH_ICON = /icon|__remove|__toggle|__operation|__check|__lock/;

describe('icon sizes', () => {
  it('are l 24, m 20, s 16 and xs 12 pixels', () => {
    expect(ICON_SIZES).toEqual({ l: 24, m: 20, s: 16, xs: 12 });
  });

  it('are the same in the CSS tokens', () => {
    const tokens = readFileSync(path.join(src, 'styles/tokens.css'), 'utf8');
    for (const [name, pixels] of Object.entries(ICON_SIZES)) expect(tokens).toContain(`--icon-${name}: ${pixels}px;`);
  });

  it('size every SVG icon: an Icon is drawn at its size name, hidden unless it has a label', () => {
    const hidden = renderToStaticMarkup(createElement(Icon, { size: 'm', children: createElement('path', { d: 'M0 0' }) }));
    expect(hidden).toMatch(/^<svg width="20" height="20" viewBox="0 0 16 16"/);
    expect(hidden).toContain('aria-hidden="true"');
    const named = renderToStaticMarkup(createElement(Icon, { size: 'xs', label: 'Secret', children: null }));
    expect(named).toContain('width="12" height="12"');
    expect(named).toContain('role="img" aria-label="Secret"');
  });

  it('leave no <svg> drawn outside Icon in the chrome', () => {
    const offenders = files(src, '.tsx')
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((file) => !(file in NOT_ICONS) && /<svg\b/.test(readFileSync(path.join(src, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('size glyph icons in the stylesheets with the --icon-* tokens only', () => {
    const problems: string[] = [];
    for (const file of files(path.join(src, 'styles'), '.css')) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const rule of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const selector = rule[1]!.trim();
        for (const used of rule[2]!.matchAll(/var\(--icon-([a-z]+)\)/g)) {
          if (!(used[1]! in ICON_SIZES)) problems.push(`${path.basename(file)} ${selector}: --icon-${used[1]} is not a size`);
        }
        if (!GLYPH_ICON.test(selector)) continue;
        for (const size of rule[2]!.matchAll(/font-size:\s*([^;]+);/g)) {
          if (!/^var\(--icon-[a-z]+\)$/.test(size[1]!.trim())) problems.push(`${path.basename(file)} ${selector}: font-size ${size[1]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
