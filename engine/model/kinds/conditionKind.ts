import { array, boolean, enums, object } from 'superstruct';
import { textUpTo, withRules } from './configRules';
import { defineNodeKind } from './nodeKind';

export const CONDITION_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'empty', 'nempty', 'contains', 'ncontains', 'matches', 'nmatches'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITIONS_PER_BRANCH_MAX = 10;
/** Branches including the default. */
export const CONDITION_BRANCHES_MAX = 5;
export const CONDITION_VALUE_MAX = 1024;

/** Empty operators take one value (the tested one), the others two; matches takes a regex second. */
export function conditionValueCount(operator: ConditionOperator): number {
  return operator === 'empty' || operator === 'nempty' ? 1 : 2;
}

const condition = withRules(
  object({ operator: enums(CONDITION_OPERATORS), values: array(textUpTo(CONDITION_VALUE_MAX, 'value-too-long')) }),
  {
    'values-count': (value) => value.values.length === conditionValueCount(value.operator),
    'regex-invalid': (value) => (value.operator === 'matches' || value.operator === 'nmatches' ? isRegex(value.values[1] ?? '') : true),
  },
);

const branch = object({
  mode: enums(['and', 'or'] as const),
  conditions: withRules(array(condition), {
    'conditions-required': (list) => list.length >= 1,
    'conditions-max': (list) => list.length <= CONDITIONS_PER_BRANCH_MAX,
  }),
});

type ConditionConfig = { branches: { mode: 'and' | 'or'; conditions: { operator: ConditionOperator; values: string[] }[] }[]; hasDefault: boolean };

export const conditionKind = defineNodeKind<ConditionConfig>({
  type: 'condition',
  category: 'branching',
  tags: ['if', 'branch', 'compare', 'logic'],
  badges: [],
  operation: false,
  userManaged: true,
  defaultConfig: () => ({ branches: [{ mode: 'and', conditions: [{ operator: 'eq', values: ['', ''] }] }], hasDefault: true }),
  ports: (config) => ({ inputs: 1, outputs: config.branches.length + (config.hasDefault ? 1 : 0) }),
  configSchema: withRules(object({ branches: array(branch), hasDefault: boolean() }), {
    'branches-required': (config) => config.branches.length >= 1 || config.hasDefault,
    'branches-max': (config) => config.branches.length + (config.hasDefault ? 1 : 0) <= CONDITION_BRANCHES_MAX,
  }),
  publishOnlyRules: [],
});

function isRegex(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

