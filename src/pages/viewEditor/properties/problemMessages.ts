// The words of the view schema's rules (engine/model/kinds/viewBlockSchema.ts, styleValueSchemas.ts): one
// message per rule key. Unknown keys (a rule added later) show as themselves rather than disappearing.
import { BLOCK_NAME_MAX, MODIFIERS_MAX, OVERRIDES_MAX, SHADOWS_MAX } from '../../../../engine/model/kinds/viewBlockSchema';
import { rangeMessage, STYLE_RANGES, type RangeRule } from '../fields/styleRanges';

const MESSAGES: Record<string, string> = {
  'colour-invalid': 'Enter a colour as # and 3, 4, 6 or 8 hex digits.',
  'file-id-invalid': 'This is not a file of the library.',
  'font-family-invalid': 'Pick a font family from the list.',
  'font-weight-invalid': 'Pick a font variant from the list.',
  'font-url-invalid': 'Pick a font variant from the list.',
  'font-category-invalid': 'Pick a font family from the list.',
  'shadows-max': `At most ${SHADOWS_MAX} shadows.`,
  'overrides-max': `At most ${OVERRIDES_MAX} overrides.`,
  'modifiers-max': `At most ${MODIFIERS_MAX} properties per override.`,
  'override-state-required': 'Pick at least one state.',
  'override-state-duplicate': 'A state is listed twice.',
  'name-too-long': `A name is at most ${BLOCK_NAME_MAX} characters.`,
  'label-too-long': 'A label is at most 1024 characters.',
  'text-too-long': 'A text is at most 4096 characters.',
  'alt-too-long': 'An alternative text is at most 256 characters.',
  'message-too-long': 'A message is at most 256 characters.',
  'heading-level-range': 'The heading level is 1 to 6, or none for body text.',
  'placeholder-too-long': 'A placeholder is at most 256 characters.',
  'default-value-too-long': 'A default value is at most 1024 characters.',
  'pattern-too-long': 'A pattern is at most 256 characters.',
  'pattern-invalid': 'This is not a valid regular expression.',
  'min-above-max': 'The minimum is above the maximum.',
  'length-invalid': 'Lengths are whole numbers from 0.',
  'columns-count': 'Give one column width per child.',
  'columns-sum': 'The column widths add up to 12.',
  'children-max': 'A container holds at most 12 blocks.',
  'children-container-only': 'Only containers hold blocks.',
  'depth-max': 'Blocks nest at most 20 deep.',
  'block-id-duplicate': 'Two blocks have the same id.',
  'root-container': 'The view starts with a container.',
  'secret-not-allowed': 'A secret cannot be used in a view: visitors would see it. Remove the token.',
  enums: 'Pick one of the options.',
  number: 'Enter a number.',
};

export function problemMessage(rule: string): string {
  if (rule in STYLE_RANGES) return rangeMessage(rule as RangeRule);
  return MESSAGES[rule] ?? rule;
}
