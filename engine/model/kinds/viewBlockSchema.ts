// The view node's block tree (editor.md §3 blocks, §5 view and numeric style rules).
// Style objects are checked for the ranges §5 gives and otherwise left open for the view editor to grow.
import { array, enums, integer, lazy, number, object, optional, record, string, tuple, type, unknown, type Struct } from 'superstruct';
import { listUpTo, withRules } from './configRules';

export const BLOCK_TYPES = ['container', 'text', 'button', 'image', 'checkbox', 'input'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const CONTAINER_CHILDREN_MAX = 12;
export const VIEW_DEPTH_MAX = 20;
export const BLOCK_NAME_MAX = 32;

export interface Block {
  id: number;
  type: BlockType;
  config: Record<string, unknown>;
  style: Record<string, unknown>;
  children?: Block[];
}

const inRange = (min: number, max: number, key: string) => withRules(number(), { [key]: (value: number) => value >= min && value <= max });
const pair = (min: number, max: number, key: string) => tuple([inRange(min, max, key), inRange(min, max, key)]);

const shadow = type({
  offset: optional(pair(-256, 256, 'shadow-offset-range')),
  blur: optional(inRange(0, 256, 'shadow-blur-range')),
  spread: optional(inRange(0, 256, 'shadow-spread-range')),
});

const override = type({
  when: array(string()),
  styles: listUpTo(unknown(), 10, 'modifiers-max'),
});

const blockStyle = type({
  padding: optional(pair(0, 256, 'padding-range')),
  gap: optional(inRange(0, 256, 'gap-range')),
  transition: optional(inRange(0, 5000, 'transition-range')),
  border: optional(type({ width: optional(inRange(0, 256, 'border-width-range')), radius: optional(inRange(0, 256, 'border-radius-range')) })),
  font: optional(type({ size: optional(inRange(1, 256, 'font-size-range')) })),
  labelFont: optional(type({ size: optional(inRange(1, 256, 'font-size-range')) })),
  transform: optional(
    type({
      scale: optional(inRange(0, 256, 'scale-range')),
      translate: optional(pair(-256, 256, 'translate-range')),
      rotate: optional(inRange(-360, 360, 'rotate-range')),
    }),
  ),
  shadows: optional(listUpTo(shadow, 5, 'shadows-max')),
  overrides: optional(listUpTo(override, 10, 'overrides-max')),
});

export const blockSchema: Struct<Block, unknown> = lazy(() =>
  withRules(
    object({
      id: integer(),
      type: enums(BLOCK_TYPES),
      config: withRules(record(string(), unknown()), {}),
      style: blockStyle as unknown as Struct<Record<string, unknown>, null>,
      children: optional(listUpTo(blockSchema, CONTAINER_CHILDREN_MAX, 'children-max')),
    }),
    {
      'children-container-only': (block) => block.children === undefined || block.type === 'container',
      'name-too-long': (block) =>
        block.type !== 'input' && block.type !== 'checkbox' ? true : String(block.config.name ?? '').length <= BLOCK_NAME_MAX,
      'label-too-long': (block) => (block.type !== 'button' ? true : String(block.config.label ?? '').length <= 1024),
    },
  ),
) as Struct<Block, unknown>;

/** The root of a view: a container whose tree is at most VIEW_DEPTH_MAX levels deep. */
export const viewRootSchema = withRules(blockSchema, {
  'root-container': (block) => block.type === 'container',
  'depth-max': (block) => blockDepth(block) <= VIEW_DEPTH_MAX,
});

/** Levels in the tree (a lone root is 1). Iterative, so a hostile tree cannot overflow the stack. */
export function blockDepth(root: Block): number {
  let deepest = 0;
  const stack: [Block, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [block, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    for (const child of block.children ?? []) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** Button blocks in pre-order: their order is the order of the view node's outputs. */
export function buttonBlocks(root: Block): Block[] {
  const buttons: Block[] = [];
  const stack: Block[] = [root];
  while (stack.length > 0) {
    const block = stack.pop()!;
    if (block.type === 'button') buttons.push(block);
    const children = block.children ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return buttons;
}

