// Design-mode aids inside the canvas's shadow root, on top of the renderer's own sheets: an empty container
// keeps a dashed drop area (a visitor never sees it: it renders nothing then), and text is not selectable
// (a press-and-move on a block starts a block drag, never a text selection drag). Preview is untouched.
const DESIGN_AIDS_CSS = [
  '.frame[data-mode=design]{-webkit-user-select:none;user-select:none;}',
  '.frame[data-mode=design] .k-container:empty{min-height:48px;outline:1px dashed #9ca3af;outline-offset:-4px;}',
].join('');

export function addDesignAids(root: ShadowRoot): void {
  if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet !== 'function') return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(DESIGN_AIDS_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
