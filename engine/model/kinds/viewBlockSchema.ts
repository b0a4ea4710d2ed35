// The view node's block tree (editor.md §3 blocks, §4 override states, §5 view, input, style, override and
// colour rules): one superstruct schema per block type, used by the server's save validation and the view
// editor's forms. Every config field and style property is optional in storage (defaults in engine/model/view),
// so flows saved before a property existed stay valid. Each refinement name is the form's message key.
import { array, boolean, dynamic, enums, integer, lazy, literal, nullable, number, object, optional, refine, string, type Struct } from 'superstruct';
import { listUpTo, textUpTo, withRules } from './configRules';
import { CONFIG_DEFAULTS, DIRECTIONS, HEADING_LEVEL_MAX, INPUT_TYPES, VALIDATION_MESSAGE_MAX, VIEW_COLUMNS } from '../view/blockConfig';
import { BLOCK_TYPES, STATES_BY_TYPE, STYLE_PROPERTIES, type BlockType, type ModifiableProperty, type StyleProperty } from '../view/blockStyle';
import { isValidPattern } from '../view/inputValidation';
import { blockDepth, CONTAINER_CHILDREN_MAX, forEachBlock, VIEW_DEPTH_MAX, type Block } from '../view/blockTree';
import { fileIdSchema, inRange, STYLE_VALUE_SCHEMAS } from '../view/styleValueSchemas';

export { BLOCK_TYPES, type BlockType } from '../view/blockStyle';
export { blockDepth, buttonBlocks, CONTAINER_CHILDREN_MAX, forEachBlock, VIEW_DEPTH_MAX, type Block } from '../view/blockTree';
export { colourSchema, fileIdSchema, SHADOWS_MAX, STYLE_VALUE_SCHEMAS } from '../view/styleValueSchemas';
export const BLOCK_NAME_MAX = 32;
export const OVERRIDES_MAX = 10;
export const MODIFIERS_MAX = 10;

// ---- styles and overrides per type ---------------------------------------------------------------------

function overridesSchema(blockType: BlockType) {
  const states = STATES_BY_TYPE[blockType];
  const properties = STYLE_PROPERTIES[blockType].filter((property): property is ModifiableProperty => property !== 'overrides');
  const modifier = dynamic((value) => {
    const property = (value as { property?: unknown } | null)?.property as ModifiableProperty;
    const valueSchema = properties.includes(property) ? STYLE_VALUE_SCHEMAS[property] : null;
    return object({ property: valueSchema ? literal(property) : enums(properties), value: valueSchema ?? optional(string()) });
  });
  const when = withRules(array(enums(states)), {
    'override-state-required': (list) => list.length > 0,
    'override-state-duplicate': (list) => new Set(list).size === list.length,
  });
  const override = object({ when, styles: listUpTo(modifier, MODIFIERS_MAX, 'modifiers-max') });
  return listUpTo(override, OVERRIDES_MAX, 'overrides-max');
}

function styleSchema(blockType: BlockType): Struct<Record<string, unknown>, any> {
  const fields: Record<string, Struct<any, any>> = {};
  for (const property of STYLE_PROPERTIES[blockType] as StyleProperty[]) {
    fields[property] = optional(property === 'overrides' ? overridesSchema(blockType) : STYLE_VALUE_SCHEMAS[property]);
  }
  return object(fields) as unknown as Struct<Record<string, unknown>, any>;
}

// ---- configs per type ----------------------------------------------------------------------------------

const name = optional(textUpTo(BLOCK_NAME_MAX, 'name-too-long'));
const label = optional(textUpTo(1024, 'label-too-long'));
/** A validation message a designer wrote (issue 25): shown under the field and announced. */
const message = optional(textUpTo(VALIDATION_MESSAGE_MAX, 'message-too-long'));

const CONFIG_SCHEMAS: Record<BlockType, Struct<any, any>> = {
  container: object({
    direction: optional(enums(DIRECTIONS)),
    weights: optional(array(inRange(1, VIEW_COLUMNS, 'column-weight-range'))),
    adaptive: optional(boolean()),
  }),
  text: object({ text: optional(textUpTo(4096, 'text-too-long')), headingLevel: optional(withRules(integer(), { 'heading-level-range': (level: number) => level >= 0 && level <= HEADING_LEVEL_MAX })) }),
  button: object({ label }),
  image: object({ image: optional(nullable(fileIdSchema)), alt: optional(textUpTo(256, 'alt-too-long')) }),
  checkbox: object({ name, label, defaultValue: optional(boolean()), required: optional(boolean()), requiredMessage: message }),
  input: withRules(
    object({
      name,
      label,
      placeholder: optional(textUpTo(256, 'placeholder-too-long')),
      type: optional(enums(INPUT_TYPES)),
      defaultValue: optional(textUpTo(1024, 'default-value-too-long')),
      required: optional(boolean()),
      pattern: optional(refine(textUpTo(256, 'pattern-too-long'), 'pattern-invalid', isValidPattern)),
      min: optional(nullable(number())),
      max: optional(nullable(number())),
      requiredMessage: message,
      typeMessage: message,
      patternMessage: message,
      minMessage: message,
      maxMessage: message,
    }),
    {
      'min-above-max': (config) => config.min == null || config.max == null || config.min <= config.max,
      'length-invalid': (config) =>
        (config.type ?? CONFIG_DEFAULTS.input.type) === 'number' || [config.min, config.max].every((limit) => limit == null || (Number.isInteger(limit) && limit >= 0)),
    },
  ),
};

// ---- blocks --------------------------------------------------------------------------------------------

const blockStructs = new Map<BlockType, Struct<Block, any>>();

function blockStruct(blockType: BlockType): Struct<Block, any> {
  let struct = blockStructs.get(blockType);
  if (struct) return struct;
  const isContainer = blockType === 'container';
  const children: Struct<any, any> = isContainer
    ? listUpTo(blockSchema, CONTAINER_CHILDREN_MAX, 'children-max')
    : refine(array(), 'children-container-only', () => false);
  const shape = object({ id: integer(), type: literal(blockType), config: CONFIG_SCHEMAS[blockType], style: styleSchema(blockType), children: optional(children) });
  struct = withRules(shape as unknown as Struct<Block, any>, isContainer ? { 'columns-count': columnsMatchChildren, 'columns-sum': columnsSumTo12 } : {});
  blockStructs.set(blockType, struct);
  return struct;
}

const rowWeights = (block: Block): number[] | null =>
  block.config.direction === 'row' && Array.isArray(block.config.weights) && (block.children?.length ?? 0) > 0 ? (block.config.weights as number[]) : null;
/** A row's weights, when given, name one column count per child... */
const columnsMatchChildren = (block: Block) => rowWeights(block)?.length === undefined || rowWeights(block)!.length === block.children!.length;
/** ...and share the 12 columns. */
const columnsSumTo12 = (block: Block) => (rowWeights(block)?.reduce((sum, weight) => sum + weight, 0) ?? VIEW_COLUMNS) === VIEW_COLUMNS;

const unknownBlock: Struct<any, any> = object({ id: integer(), type: enums(BLOCK_TYPES), config: object(), style: object(), children: optional(array()) });

export const blockSchema: Struct<Block, unknown> = lazy(() =>
  dynamic((value) => {
    const blockType = (value as { type?: unknown } | null)?.type;
    return (BLOCK_TYPES as readonly unknown[]).includes(blockType) ? blockStruct(blockType as BlockType) : unknownBlock;
  }),
) as Struct<Block, unknown>;

/** The root of a view: a container whose tree is at most VIEW_DEPTH_MAX levels deep, with unique block ids. */
export const viewRootSchema = withRules(blockSchema, {
  'root-container': (block) => block.type === 'container',
  'depth-max': (block) => blockDepth(block) <= VIEW_DEPTH_MAX,
  'block-id-duplicate': (block) => {
    const ids = new Set<number>();
    let count = 0;
    forEachBlock(block, (each) => {
      ids.add(each.id);
      count += 1;
    });
    return ids.size === count;
  },
});

