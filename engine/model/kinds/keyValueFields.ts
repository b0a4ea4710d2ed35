// The key/value field list shared by define and collect (editor.md §5: key 1..32, value 1..1024, 100 fields, unique keys).
import { object } from 'superstruct';
import { listUpTo, requiredText, uniqueBy } from './configRules';

export const FIELDS_MAX = 100;

export const keyValueFields = uniqueBy(
  listUpTo(
    object({ key: requiredText(32, 'key-empty', 'key-too-long'), value: requiredText(1024, 'value-empty', 'value-too-long') }),
    FIELDS_MAX,
    'too-many-fields',
  ),
  'key',
  'duplicate-key',
);
