// How the form names each style property of each block type (what the renderer does with it: runtime/view/README.md).
import type { BlockType, StyleProperty } from '../../../../engine/model/view/blockStyle';

const LABELS: Record<StyleProperty, string> = {
  align: 'Align',
  gap: 'Gap',
  padding: 'Padding',
  transition: 'Transition',
  background: 'Background',
  color: 'Text colour',
  labelColor: 'Label colour',
  placeholderColor: 'Placeholder colour',
  checkColor: 'Check mark colour',
  border: 'Border',
  shadows: 'Shadows',
  transform: 'Transform',
  labelTransform: 'Label transform',
  font: 'Font',
  labelFont: 'Label font',
  size: 'Box size',
  weight: 'Check mark weight',
  overrides: 'Overrides',
};

/** Where a type uses a property differently, its own name. */
const BY_TYPE: Partial<Record<BlockType, Partial<Record<StyleProperty, string>>>> = {
  checkbox: { color: 'Checked box colour', font: 'Label font', background: 'Box background', border: 'Box border', gap: 'Gap (box to label)' },
  input: { color: 'Field text colour', background: 'Field background', border: 'Field border', gap: 'Gap (label to field)' },
};

export function propertyLabel(type: BlockType, property: StyleProperty): string {
  return BY_TYPE[type]?.[property] ?? LABELS[property];
}
