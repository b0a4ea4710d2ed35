// The typed config of each view block type (editor.md §3 Blocks) and its defaults. Stored configs may be
// partial (older flows): a missing field takes the default below.
import type { BlockType } from './blockStyle';

export const INPUT_TYPES = ['text', 'number', 'email', 'password', 'tel', 'multiline'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
export const DIRECTIONS = ['row', 'column'] as const;
export const VIEW_COLUMNS = 12;
export const HEADING_LEVEL_MAX = 6;
export const VALIDATION_MESSAGE_MAX = 256;

export interface ContainerConfig { direction: (typeof DIRECTIONS)[number]; weights: number[]; adaptive: boolean }
/** headingLevel: 0 = body text (a paragraph), 1–6 = a heading of that level (what a screen reader navigates by). */
export interface TextConfig { text: string; headingLevel: number }
export interface ButtonConfig { label: string }
/** image: a file id or null (nothing picked yet). */
export interface ImageConfig { image: string | null; alt: string }
/** requiredMessage: the text shown and announced when a required box is left unchecked ('' = the default text). */
export interface CheckboxConfig { name: string; label: string; defaultValue: boolean; required: boolean; requiredMessage: string }
/** min and max: numbers for type number, lengths otherwise (editor.md §5); null: no limit. */
export interface InputConfig {
  name: string;
  label: string;
  placeholder: string;
  type: InputType;
  defaultValue: string;
  required: boolean;
  pattern: string;
  min: number | null;
  max: number | null;
  /** The text shown under the field and announced when it breaks a rule ('' = the default text, validationMessages.ts). */
  requiredMessage: string;
  typeMessage: string;
  patternMessage: string;
  minMessage: string;
  maxMessage: string;
}

export interface BlockConfigs {
  container: ContainerConfig;
  text: TextConfig;
  button: ButtonConfig;
  image: ImageConfig;
  checkbox: CheckboxConfig;
  input: InputConfig;
}

export const CONFIG_DEFAULTS: { readonly [T in BlockType]: Readonly<BlockConfigs[T]> } = {
  container: { direction: 'column', weights: [VIEW_COLUMNS], adaptive: false },
  text: { text: '', headingLevel: 0 },
  button: { label: 'Button' },
  image: { image: null, alt: '' },
  checkbox: { name: '', label: '', defaultValue: false, required: false, requiredMessage: '' },
  input: {
    name: '',
    label: '',
    placeholder: '',
    type: 'text',
    defaultValue: '',
    required: false,
    pattern: '',
    min: null,
    max: null,
    requiredMessage: '',
    typeMessage: '',
    patternMessage: '',
    minMessage: '',
    maxMessage: '',
  },
};

/** Splits 12 columns over `count` children as evenly as whole numbers allow (the first ones get the rest). */
export function splitColumns(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(VIEW_COLUMNS / count);
  const rest = VIEW_COLUMNS - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
