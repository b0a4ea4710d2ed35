// The add-block modal's templates (editor.md §2): one per block type plus common arrangements (a heading, a
// two-column row, a form row with an input and a button, a heading with text). Pure data and filtering, no
// React; every template is a subtree with unassigned ids (-1) that addBlock numbers from the highest id + 1.
import { UNASSIGNED_BLOCK_ID } from '../../../engine/model/view/blockCommands';
import { blockDepth, type Block } from '../../../engine/model/view/blockTree';
import type { BlockType } from '../../../engine/model/view/blockStyle';

export interface BlockTemplate {
  /** Stable key (test ids, drag data). */
  id: string;
  name: string;
  description: string;
  /** What the filter box and the tag filter match. */
  tags: readonly string[];
  block: Block;
}

const block = (type: BlockType, config: Record<string, unknown>, style: Record<string, unknown> = {}, children?: Block[]): Block => ({
  id: UNASSIGNED_BLOCK_ID,
  type,
  config,
  style,
  ...(type === 'container' ? { children: children ?? [] } : {}),
});
const column = (children: Block[] = [], style: Record<string, unknown> = {}) => block('container', { direction: 'column', weights: [12], adaptive: false }, style, children);
const heading = (text: string) => block('text', { text }, { font: { size: 28, weight: 700 } });

export const BLOCK_TEMPLATES: readonly BlockTemplate[] = [
  { id: 'text', name: 'Text', description: 'A paragraph; it may show {{context}} values.', tags: ['text', 'content', 'basic'], block: block('text', { text: 'Text' }) },
  { id: 'heading', name: 'Heading', description: 'Large bold text for a title.', tags: ['text', 'heading', 'title'], block: heading('Heading') },
  { id: 'button', name: 'Button', description: 'Each button is one output of the view node.', tags: ['button', 'action', 'output', 'basic'], block: block('button', { label: 'Button' }) },
  { id: 'image', name: 'Image', description: 'A picture from the file library, with alt text.', tags: ['image', 'media', 'picture'], block: block('image', { image: null, alt: '' }) },
  {
    id: 'input',
    name: 'Input',
    description: 'A labelled field: text, number, email, password, phone or multiline.',
    tags: ['input', 'form', 'field'],
    block: block('input', { name: 'answer', label: 'Your answer', placeholder: '', type: 'text', defaultValue: '', required: false, pattern: '', min: null, max: null }),
  },
  {
    id: 'checkbox',
    name: 'Checkbox',
    description: 'A yes/no choice, e.g. consent.',
    tags: ['checkbox', 'form', 'field', 'consent'],
    block: block('checkbox', { name: 'consent', label: 'I agree', defaultValue: false, required: false }),
  },
  { id: 'container', name: 'Container', description: 'Stacks blocks on top of each other.', tags: ['container', 'layout', 'column', 'group'], block: column([], { padding: [8, 8] }) },
  {
    id: 'two-columns',
    name: 'Two-column row',
    description: 'Two columns side by side, stacked on narrow screens.',
    tags: ['container', 'layout', 'row', 'columns'],
    block: block('container', { direction: 'row', weights: [6, 6], adaptive: true }, {}, [column(), column()]),
  },
  {
    id: 'form-row',
    name: 'Form row',
    description: 'An email input with a button beside it.',
    tags: ['form', 'row', 'input', 'button', 'newsletter', 'layout'],
    block: block('container', { direction: 'row', weights: [8, 4], adaptive: true }, {}, [
      block('input', { name: 'email', label: '', placeholder: 'you@example.com', type: 'email', defaultValue: '', required: true, pattern: '', min: null, max: null }),
      block('button', { label: 'Subscribe' }),
    ]),
  },
  {
    id: 'heading-text',
    name: 'Heading and text',
    description: 'A title with a paragraph under it.',
    tags: ['text', 'heading', 'content', 'layout'],
    block: column([heading('Heading'), block('text', { text: 'Say what this screen is about.' })]),
  },
];

/** Every tag, in the order templates first use them (the tag filter's chips). */
export const TEMPLATE_TAGS: readonly string[] = [...new Set(BLOCK_TEMPLATES.flatMap((template) => template.tags))];

/**
 * Templates matching the filter box and the chosen tag. Each word typed must start one of a template's tags
 * or appear in its name (so "col" finds columns and "form in" the form row); case is ignored.
 */
export function filterTemplates(templates: readonly BlockTemplate[], query: string, tag: string | null): BlockTemplate[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter(
    (template) =>
      (tag === null || template.tags.includes(tag)) &&
      words.every((word) => template.tags.some((each) => each.startsWith(word)) || template.name.toLowerCase().includes(word)),
  );
}

/** A fresh copy of the template's subtree to add (nothing shared with the template or an earlier copy). */
export function templateBlock(template: BlockTemplate): Block {
  return structuredClone(template.block);
}

/** Levels the template adds (a two-column row is 2 deep): it fits a container only while depth allows. */
export function templateDepth(template: BlockTemplate): number {
  return blockDepth(template.block);
}

export function findTemplate(id: string): BlockTemplate | undefined {
  return BLOCK_TEMPLATES.find((template) => template.id === id);
}
