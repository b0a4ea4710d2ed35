// The view editor's design-time accessibility checks (issue 25), shown on the block (canvas marker, layers row) and
// in its property panel: an image without alternative text, a field without a label, a button without text, and
// text whose contrast against what is behind it is below WCAG AA (4.5:1, 3:1 for large text: 24 px, or 18.66 px
// bold) in its base style or in any override state. Pure; colours through colord's a11y plugin.
//
// What is behind a text: its own background for texts and buttons, the field's background for an input's value and
// placeholder, and for labels (an input's, a checkbox's) the nearest ancestor's background; translucent colours are
// composited over what is behind them. A background image makes the answer unknown: no contrast check there.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Block } from '../../../../engine/model/view/blockTree';
import type { Font, Override, ResolvedStyle } from '../../../../engine/model/view/blockStyle';
import { resolveBlockConfig, resolveBlockStyle, applyModifiers } from '../../../../engine/model/view/resolveBlock';

extend([a11yPlugin]);

export type AccessibilityIssueKey = 'alt-missing' | 'label-missing' | 'button-text-missing' | 'contrast-low';

export interface AccessibilityIssue {
  key: AccessibilityIssueKey;
  message: string;
  /** contrast-low: the state it happens in ('base' or the override's states, "hovered + focused"). */
  state?: string;
  /** contrast-low: the measured and the required ratio. */
  ratio?: number;
  required?: number;
}

/** The page behind the view (a view's frame is transparent): the checks assume a white page. */
export const ASSUMED_PAGE_BACKGROUND = '#ffffff';

const PART_NAMES = { text: 'The text', label: 'The label', value: 'The typed text', placeholder: 'The placeholder' } as const;
type TextPart = keyof typeof PART_NAMES;

/** Large text in WCAG terms: at least 18 pt (24 px), or 14 pt (18.66 px) and bold. */
export function isLargeText(font: Pick<Font, 'size' | 'weight'>): boolean {
  return font.size >= 24 || (font.size >= 18.66 && font.weight >= 700);
}

/** `colour` as seen over the opaque `behind` (alpha compositing). */
function over(colour: string, behind: Colord): Colord {
  const top = colord(colour);
  const alpha = top.alpha();
  if (alpha >= 1) return top;
  const a = top.toRgb();
  const b = behind.toRgb();
  const mix = (x: number, y: number) => Math.round(x * alpha + y * (1 - alpha));
  return colord({ r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b) });
}

function round(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}

interface ContrastCheck {
  part: TextPart;
  colour: string;
  /** Opaque colour behind the text, or null when unknown (a background image). */
  behind: Colord | null;
  font: Font;
}

/** The texts of a block in one style and what is behind each. */
function textsOf(block: Block, style: ResolvedStyle, parent: Colord | null): ContrastCheck[] {
  const own = parent && !style.background.image ? over(style.background.color, parent) : null;
  switch (block.type) {
    case 'text':
    case 'button':
      return [{ part: 'text', colour: style.color, behind: own, font: style.font }];
    case 'input':
      return [
        { part: 'label', colour: style.labelColor, behind: parent, font: style.labelFont },
        { part: 'value', colour: style.color, behind: own, font: style.font },
        { part: 'placeholder', colour: style.placeholderColor, behind: own, font: style.font },
      ];
    case 'checkbox':
      return [{ part: 'label', colour: style.labelColor, behind: parent, font: style.font }];
    default:
      return [];
  }
}

function contrastIssues(block: Block, parent: Colord | null): AccessibilityIssue[] {
  const base = resolveBlockStyle(block);
  const states: { state: string; style: ResolvedStyle }[] = [{ state: 'base', style: base }];
  for (const override of base.overrides as Override[]) states.push({ state: override.when.join(' + '), style: applyModifiers(base, override.styles).style });
  const issues: AccessibilityIssue[] = [];
  const reported = new Set<string>();
  for (const { state, style } of states) {
    for (const text of textsOf(block, style, parent)) {
      if (!text.behind) continue;
      const required = isLargeText(text.font) ? 3 : 4.5;
      const ratio = round(over(text.colour, text.behind).contrast(text.behind));
      const key = `${text.part}:${state}`;
      if (ratio >= required || reported.has(key)) continue;
      reported.add(key);
      const where = state === 'base' ? '' : ` when ${state}`;
      issues.push({
        key: 'contrast-low',
        state,
        ratio,
        required,
        message: `${PART_NAMES[text.part]} has a contrast of ${ratio}:1 against its background${where}; AA needs ${required}:1${required === 3 ? ' for large text' : ''}.`,
      });
    }
  }
  return issues;
}

function contentIssues(block: Block): AccessibilityIssue[] {
  switch (block.type) {
    case 'image': {
      const config = resolveBlockConfig(block as Block & { type: 'image' });
      return config.image && config.alt.trim() === ''
        ? [{ key: 'alt-missing', message: 'No alternative text: describe the image for people who cannot see it (leave it empty only when the image is decoration).' }]
        : [];
    }
    case 'input': {
      const config = resolveBlockConfig(block as Block & { type: 'input' });
      return config.label.trim() === '' ? [{ key: 'label-missing', message: 'No label: a screen reader reads the placeholder or the name instead, and the label is what stays visible while typing.' }] : [];
    }
    case 'checkbox': {
      const config = resolveBlockConfig(block as Block & { type: 'checkbox' });
      return config.label.trim() === '' ? [{ key: 'label-missing', message: 'No label: nobody can tell what checking this box means.' }] : [];
    }
    case 'button': {
      const config = resolveBlockConfig(block as Block & { type: 'button' });
      return config.label.trim() === '' ? [{ key: 'button-text-missing', message: 'No text: nobody can tell what this button does.' }] : [];
    }
    default:
      return [];
  }
}

/** One block's issues, given the opaque colour behind it (null: unknown). */
export function blockAccessibilityIssues(block: Block, behind: string | null): AccessibilityIssue[] {
  return [...contentIssues(block), ...contrastIssues(block, behind === null ? null : colord(behind))];
}

interface Memo {
  behind: string | null;
  issues: AccessibilityIssue[];
  /** The colour behind the block's children (its own background over `behind`), null when unknown. */
  inner: string | null;
}

/** Per block object: trees are immutable, so an unchanged block (over the same background) is not checked again. */
const memo = new WeakMap<Block, Memo>();

/** Every block's issues (blocks without any are left out), walking the tree with the background behind each. */
export function viewAccessibilityIssues(root: Block, page: string = ASSUMED_PAGE_BACKGROUND): Map<number, AccessibilityIssue[]> {
  const found = new Map<number, AccessibilityIssue[]>();
  const visit = (block: Block, behind: string | null) => {
    let entry = memo.get(block);
    if (!entry || entry.behind !== behind) {
      const style = resolveBlockStyle(block);
      const inner = behind === null || style.background.image ? null : over(style.background.color, colord(behind)).toHex();
      entry = { behind, issues: blockAccessibilityIssues(block, behind), inner };
      memo.set(block, entry);
    }
    if (entry.issues.length > 0) found.set(block.id, entry.issues);
    for (const child of block.children ?? []) visit(child, entry.inner);
  };
  visit(root, page);
  return found;
}
