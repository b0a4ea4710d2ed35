// The typed config of each view block type (editor.md §3 Blocks) and its defaults. Stored configs may be
// partial (older flows): a missing field takes the default below.
import type { BlockType } from './blockStyle';

export const INPUT_TYPES = ['text', 'number', 'email', 'password', 'tel', 'multiline'] as const;
export type InputType = (typeof INPUT_TYPES)[number];
export const DIRECTIONS = ['row', 'column'] as const;
export const VIEW_COLUMNS = 12;

export interface ContainerConfig { direction: (typeof DIRECTIONS)[number]; weights: number[]; adaptive: boolean }
export interface TextConfig { text: string }
export interface ButtonConfig { label: string }
/** image: a file id or null (nothing picked yet). */
export interface ImageConfig { image: string | null; alt: string }
export interface CheckboxConfig { name: string; label: string; defaultValue: boolean; required: boolean }
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
  text: { text: '' },
  button: { label: 'Button' },
  image: { image: null, alt: '' },
  checkbox: { name: '', label: '', defaultValue: false, required: false },
  input: { name: '', label: '', placeholder: '', type: 'text', defaultValue: '', required: false, pattern: '', min: null, max: null },
};

/** Splits 12 columns over `count` children as evenly as whole numbers allow (the first ones get the rest). */
export function splitColumns(count: number): number[] {
  if (count <= 0) return [];
  const base = Math.floor(VIEW_COLUMNS / count);
  const rest = VIEW_COLUMNS - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}
