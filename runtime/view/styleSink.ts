// Where a view's stylesheets live inside its shadow root: one sheet for the fixed rules and one per block,
// so rewriting a block's rules touches that block's sheet only. Constructed sheets (adoptedStyleSheets) when the
// browser has them (CSP-friendly: no inline style element); otherwise <style> elements carrying the nonce.
export interface StyleSink {
  set(key: string, css: string): void;
  get(key: string): string | undefined;
  delete(key: string): void;
}

export function createStyleSink(root: ShadowRoot, nonce: string | undefined, preferElements = false): StyleSink {
  const texts = new Map<string, string>();
  const adopt = !preferElements && 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
  const sheets = new Map<string, CSSStyleSheet>();
  const elements = new Map<string, HTMLStyleElement>();
  const anchor = root.firstChild;

  return {
    get: (key) => texts.get(key),
    set(key, css) {
      if (texts.get(key) === css) return;
      texts.set(key, css);
      if (adopt) {
        let sheet = sheets.get(key);
        if (!sheet) {
          sheet = new CSSStyleSheet();
          sheets.set(key, sheet);
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        }
        sheet.replaceSync(css);
        return;
      }
      let element = elements.get(key);
      if (!element) {
        element = root.ownerDocument.createElement('style');
        if (nonce) element.nonce = nonce;
        elements.set(key, element);
        root.insertBefore(element, anchor);
      }
      element.textContent = css;
    },
    delete(key) {
      if (!texts.delete(key)) return;
      const sheet = sheets.get(key);
      if (sheet) {
        sheets.delete(key);
        root.adoptedStyleSheets = root.adoptedStyleSheets.filter((each) => each !== sheet);
      }
      elements.get(key)?.remove();
      elements.delete(key);
    },
  };
}
