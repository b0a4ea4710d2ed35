// The generated stylesheet of ONE block: its base style, its container layout (direction, 12-column
// weights, adaptive stacking) and its override states. Each block owns its rules, keyed by a stable class
// (`b<id>`), so editing one block rewrites one block's rules and nothing else.
import { STYLE_PROPERTIES, type OverrideState, type ResolvedStyle } from '../../engine/model/view/blockStyle';
import { applyModifiers } from '../../engine/model/view/resolveBlock';
import { splitColumns, VIEW_COLUMNS, type ContainerConfig } from '../../engine/model/view/blockConfig';
import { declarationsOf, type Declarations, type StyleInputs } from './styleDeclarations';

/** Views narrower than this stack the columns of adaptive rows (measured on the view, not the window). */
export const ADAPTIVE_BREAKPOINT = 480;

export const blockClass = (id: number) => `b${id}`;

/**
 * How each override state is seen on the block element: a pseudo-class or a state attribute the renderer sets.
 * Focused is :focus-within (the native control inside inputs and checkboxes), for buttons :focus-visible, so a
 * mouse click does not leave a button looking focused.
 */
export const STATE_SELECTORS: Readonly<Record<OverrideState, string>> = {
  hovered: ':hover',
  clicked: ':active',
  focused: ':focus-within',
  checked: '[data-checked]',
  pending: '[data-pending]',
  empty: '[data-empty]',
  filled: '[data-filled]',
  invalid: '[data-invalid]',
};

/** Override rules apply only in preview (a designer arranging blocks sees the base style). */
const PREVIEW = '.frame[data-mode=preview] ';

export interface BlockCssInputs extends Omit<StyleInputs, 'container'> {
  id: number;
  container: ContainerConfig | null;
  childCount: number;
}

function rules(selector: string, declarations: Declarations): string {
  let css = '';
  for (const [part, text] of declarations) if (text) css += `${selector}${part}{${text}}`;
  return css;
}

export function blockCss(inputs: BlockCssInputs): string {
  const selector = `.${blockClass(inputs.id)}`;
  let css = rules(selector, declarationsOf(inputs, STYLE_PROPERTIES[inputs.type]));
  if (inputs.container) css += layoutCss(selector, inputs.container, inputs.childCount, inputs.style.gap);
  css += overridesCss(selector, inputs);
  return css;
}

/** Later rules win among equal specificity, so overrides are written bottom-up: the top one of the list wins. */
function overridesCss(selector: string, inputs: BlockCssInputs): string {
  let css = '';
  const overrides = inputs.style.overrides;
  for (let index = overrides.length - 1; index >= 0; index -= 1) {
    const override = overrides[index]!;
    const { style, changed } = applyModifiers(inputs.style, override.styles);
    const states = override.when.map((state) => (state === 'focused' && inputs.type === 'button' ? ':focus-visible' : STATE_SELECTORS[state])).join('');
    css += rules(`${PREVIEW}${selector}${states}`, declarationsOf({ ...inputs, style: style as ResolvedStyle }, changed));
  }
  return css;
}

/** Columns of a row share the width (minus the gaps) by their weights out of 12; adaptive rows stack when narrow. */
function layoutCss(selector: string, container: ContainerConfig, childCount: number, gap: number): string {
  if (container.direction !== 'row') return `${selector}{flex-direction:column;}`;
  const weights = container.weights.length === childCount ? container.weights : splitColumns(childCount);
  let css = `${selector}{flex-direction:row;}`;
  const gaps = `${Math.max(0, childCount - 1) * gap}px`;
  weights.forEach((weight, index) => {
    css += `${selector}>:nth-child(${index + 1}){flex:0 0 calc((100% - ${gaps}) * ${weight} / ${VIEW_COLUMNS});min-width:0;}`;
  });
  if (container.adaptive) {
    css += `@container view (max-width:${ADAPTIVE_BREAKPOINT - 0.02}px){${selector}{flex-direction:column;align-items:stretch;}${selector}>:nth-child(n){flex:0 0 auto;width:100%;}}`;
  }
  return css;
}
