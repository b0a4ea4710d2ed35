import { describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './inlineScripts';

describe('inlineScriptsOf', () => {
  it('finds the executable inline scripts: classic, JavaScript-typed and module ones, not files or data blocks', () => {
    const page = [
      '<head><script type="application/json" id="app-config">{"a":1}</script>',
      '<script>run(1)</script>',
      '<script type="module" src="/assets/boot.js"></script>',
      '<SCRIPT type="text/javascript">run(2)</SCRIPT>',
      "<script type='module'>run(3)</script>",
      '<script src=/assets/x.js></script>',
      '</head>',
    ].join('\n');
    expect(inlineScriptsOf(page)).toEqual(['run(1)', 'run(2)', 'run(3)']);
  });

  it('finds none in a page without any', () => {
    expect(inlineScriptsOf('<html><head><script type="module" src="/a.js"></script></head></html>')).toEqual([]);
  });
});
