// Which collapsible sections a block type's form has (editor.md §2 per-type forms) and which style properties
// each section edits: only the sections and properties that apply to the type (STYLE_PROPERTIES).
import { STYLE_PROPERTIES, type BlockType, type StyleProperty } from '../../../../engine/model/view/blockStyle';

export const SECTION_IDS = ['config', 'layout', 'font', 'appearance', 'border', 'validation', 'overrides'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Record<SectionId, string> = {
  config: 'Config',
  layout: 'Layout',
  font: 'Font',
  appearance: 'Appearance',
  border: 'Border',
  validation: 'Validation',
  overrides: 'Overrides',
};

/** The style properties of each style section, in the order the form shows them. */
const SECTION_STYLE: Readonly<Record<Exclude<SectionId, 'config' | 'validation'>, readonly StyleProperty[]>> = {
  layout: ['align', 'gap', 'padding', 'transform', 'labelTransform'],
  font: ['font', 'labelFont'],
  appearance: ['background', 'color', 'labelColor', 'placeholderColor', 'checkColor', 'size', 'weight', 'transition', 'shadows'],
  border: ['border'],
  overrides: ['overrides'],
};

/** Block types whose config has validation rules (input: type, required, pattern, min, max; checkbox: required). */
const VALIDATED: readonly BlockType[] = ['input', 'checkbox'];

export interface Section {
  id: SectionId;
  /** The style properties it edits, those of the block type only. */
  properties: StyleProperty[];
}

/** The sections of a block type's form, in order; a style section without a property of the type is left out. */
export function sectionsFor(type: BlockType): Section[] {
  const own = STYLE_PROPERTIES[type];
  const sections: Section[] = [];
  for (const id of SECTION_IDS) {
    if (id === 'config') sections.push({ id, properties: [] });
    else if (id === 'validation') {
      if (VALIDATED.includes(type)) sections.push({ id, properties: [] });
    } else {
      const properties = SECTION_STYLE[id].filter((property) => own.includes(property));
      if (properties.length > 0) sections.push({ id, properties });
    }
  }
  return sections;
}

/** The config fields each block type edits in its validation section (the others are in config). */
const VALIDATION_FIELDS: Readonly<Partial<Record<BlockType, readonly string[]>>> = {
  input: ['type', 'required', 'pattern', 'min', 'max'],
  checkbox: ['required'],
};

/**
 * Whether a problem path (blockProblems.ts) belongs to a section, so a collapsed section can say it needs a fix.
 * Rules over the whole block belong to the container's config (column widths), over the whole config to the
 * input's validation (min above max, lengths).
 */
export function sectionOwns(section: Section, type: BlockType, path: string): boolean {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}.`);
  const validation = VALIDATION_FIELDS[type] ?? [];
  switch (section.id) {
    case 'config':
      return (under('config') && path !== 'config' && !validation.some((field) => under(`config.${field}`))) || (path === '' && type === 'container');
    case 'validation':
      return path === 'config' || validation.some((field) => under(`config.${field}`));
    default:
      return section.properties.some((property) => under(`style.${property}`));
  }
}
