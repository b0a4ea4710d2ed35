import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, STYLE_PROPERTIES } from '../../../../engine/model/view/blockStyle';
import { sectionOwns, sectionsFor } from './blockSections';

describe('the sections of each block form (editor.md §2, §3)', () => {
  it('edit every style property of each type exactly once, and none of another type', () => {
    for (const type of BLOCK_TYPES) {
      const edited = sectionsFor(type).flatMap((section) => section.properties);
      expect(edited.toSorted()).toEqual([...STYLE_PROPERTIES[type]].toSorted());
    }
  });

  it('show only the sections that apply to the type', () => {
    const ids = (type: (typeof BLOCK_TYPES)[number]) => sectionsFor(type).map((section) => section.id);
    expect(ids('container')).toEqual(['config', 'layout', 'appearance', 'border']);
    expect(ids('text')).toEqual(['config', 'layout', 'font', 'appearance', 'border']);
    expect(ids('button')).toEqual(['config', 'layout', 'font', 'appearance', 'border', 'overrides']);
    expect(ids('image')).toEqual(['config', 'layout', 'appearance', 'border']);
    expect(ids('checkbox')).toEqual(['config', 'layout', 'font', 'appearance', 'border', 'validation', 'overrides']);
    expect(ids('input')).toEqual(['config', 'layout', 'font', 'appearance', 'border', 'validation', 'overrides']);
  });

  it('puts the input label font and transform with the other fonts and transforms', () => {
    const input = sectionsFor('input');
    expect(input.find((section) => section.id === 'font')!.properties).toEqual(['font', 'labelFont']);
    expect(input.find((section) => section.id === 'layout')!.properties).toEqual(['gap', 'padding', 'transform', 'labelTransform']);
  });

  it('know which section a problem path belongs to', () => {
    const owner = (type: (typeof BLOCK_TYPES)[number], path: string) => sectionsFor(type).filter((section) => sectionOwns(section, type, path)).map((section) => section.id);
    expect(owner('input', 'config.label')).toEqual(['config']);
    expect(owner('input', 'config.min')).toEqual(['validation']);
    expect(owner('input', 'config')).toEqual(['validation']);
    expect(owner('input', 'style.labelTransform.rotate')).toEqual(['layout']);
    expect(owner('button', 'style.overrides.0.styles.1.value.width')).toEqual(['overrides']);
    expect(owner('container', '')).toEqual(['config']);
    expect(owner('container', 'config.weights.1')).toEqual(['config']);
    expect(owner('checkbox', 'config.required')).toEqual(['validation']);
    expect(owner('text', 'style.padding.0')).toEqual(['layout']);
  });
});
