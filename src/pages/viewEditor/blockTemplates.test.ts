import { describe, expect, it } from 'vitest';
import { blockSchema, viewRootSchema } from '../../../engine/model/kinds/viewBlockSchema';
import { addBlock, UNASSIGNED_BLOCK_ID } from '../../../engine/model/view/blockCommands';
import { BLOCK_TYPES } from '../../../engine/model/view/blockStyle';
import { forEachBlock, type Block } from '../../../engine/model/view/blockTree';
import { BLOCK_TEMPLATES, filterTemplates, findTemplate, TEMPLATE_TAGS, templateBlock, templateDepth } from './blockTemplates';

const root = (): Block => ({ id: 1, type: 'container', config: { direction: 'column', weights: [12], adaptive: false }, style: {}, children: [] });

describe('block templates', () => {
  it('are valid blocks with unassigned ids, and valid once added to a view', () => {
    for (const template of BLOCK_TEMPLATES) {
      expect(blockSchema.validate(template.block)[0], template.id).toBeUndefined();
      forEachBlock(template.block, (block) => expect(block.id).toBe(UNASSIGNED_BLOCK_ID));
      const added = addBlock(root(), 1, 0, templateBlock(template)).root;
      expect(viewRootSchema.validate(added)[0], template.id).toBeUndefined();
      expect(template.name).not.toBe('');
      expect(template.description).not.toBe('');
    }
  });

  it('cover every block type and the common arrangements', () => {
    const types = new Set<string>();
    for (const template of BLOCK_TEMPLATES) if (!template.block.children?.length) types.add(template.block.type);
    expect([...types].sort()).toEqual([...BLOCK_TYPES].sort());
    const twoColumns = findTemplate('two-columns')!.block;
    expect(twoColumns.config).toMatchObject({ direction: 'row', weights: [6, 6] });
    expect(twoColumns.children!.map((child) => child.type)).toEqual(['container', 'container']);
    expect(findTemplate('form-row')!.block.children!.map((child) => child.type)).toEqual(['input', 'button']);
    expect(findTemplate('heading-text')!.block.children!.map((child) => child.type)).toEqual(['text', 'text']);
    expect(templateDepth(findTemplate('two-columns')!)).toBe(2);
  });

  it('filter by words matching tags or names, and by tag; no match gives an empty list', () => {
    const ids = (query: string, tag: string | null = null) => filterTemplates(BLOCK_TEMPLATES, query, tag).map((template) => template.id);
    expect(ids('')).toHaveLength(BLOCK_TEMPLATES.length);
    expect(ids('col')).toEqual(['container', 'two-columns']);
    expect(ids('FORM butt')).toEqual(['form-row']);
    expect(ids('', 'media')).toEqual(['image']);
    expect(ids('text', 'heading')).toEqual(['heading', 'heading-text']);
    expect(ids('zebra')).toEqual([]);
    expect(TEMPLATE_TAGS).toContain('layout');
    expect(new Set(TEMPLATE_TAGS).size).toBe(TEMPLATE_TAGS.length);
  });

  it('a copy shares nothing with the template', () => {
    const template = findTemplate('form-row')!;
    const copy = templateBlock(template);
    expect(copy).toEqual(template.block);
    expect(copy.children![0]!.config).not.toBe(template.block.children![0]!.config);
  });
});
