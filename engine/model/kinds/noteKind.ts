import { enums, number, object } from 'superstruct';
import { textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const NOTE_COLORS = ['red', 'green', 'blue', 'yellow', 'purple', 'neutral', 'transparent'] as const;
export const NOTE_WIDTH_MIN = 150;
export const NOTE_WIDTH_MAX = 640;
export const NOTE_WIDTH_DEFAULT = 200;

export const noteKind = defineNodeKind({
  type: 'note',
  category: 'misc',
  tags: ['comment', 'text', 'annotation'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ width: NOTE_WIDTH_DEFAULT, text: '', color: 'neutral' as (typeof NOTE_COLORS)[number] }),
  ports: () => ({ inputs: 0, outputs: 0 }),
  configSchema: object({
    width: withRules(number(), { 'width-range': (value) => value >= NOTE_WIDTH_MIN && value <= NOTE_WIDTH_MAX }),
    text: textUpTo(1024, 'text-too-long'),
    color: enums(NOTE_COLORS),
  }),
  publishOnlyRules: [],
});
