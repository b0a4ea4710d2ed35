// Condition branches (editor.md §4, §5): operators with their value counts, adding and removing branches and
// conditions within the limits, and the default toggle.
import {
  CONDITION_BRANCHES_MAX,
  CONDITIONS_PER_BRANCH_MAX,
  conditionValueCount,
  type ConditionOperator,
} from '../../../../engine/model/index';

export { CONDITION_OPERATORS, type ConditionOperator } from '../../../../engine/model/index';

export interface Condition {
  operator: ConditionOperator;
  values: string[];
}
export interface ConditionBranch {
  mode: 'and' | 'or';
  conditions: Condition[];
}
export interface ConditionConfig {
  branches: ConditionBranch[];
  hasDefault: boolean;
}

export const OPERATOR_LABELS: Record<ConditionOperator, string> = {
  eq: 'equals',
  neq: 'does not equal',
  gt: 'is greater than',
  gte: 'is greater than or equal to',
  lt: 'is less than',
  lte: 'is less than or equal to',
  empty: 'is empty',
  nempty: 'is not empty',
  contains: 'contains',
  ncontains: 'does not contain',
  matches: 'matches the regex',
  nmatches: 'does not match the regex',
};

/** A condition of this operator with its default values (all empty). */
export function newCondition(operator: ConditionOperator = 'eq'): Condition {
  return { operator, values: Array.from({ length: conditionValueCount(operator) }, () => '') };
}

/** Changing the operator resets the values to that operator's defaults. */
export function changeOperator(condition: Condition, operator: ConditionOperator): Condition {
  return condition.operator === operator ? condition : newCondition(operator);
}

/** The add-branch button shows below 4 branches with a default, below 5 without. */
export function canAddBranch(config: ConditionConfig): boolean {
  return config.branches.length < CONDITION_BRANCHES_MAX - (config.hasDefault ? 1 : 0);
}

/** The default toggle shows only with fewer than 5 branches. */
export function canToggleDefault(config: ConditionConfig): boolean {
  return config.branches.length < CONDITION_BRANCHES_MAX;
}

export function canAddCondition(branch: ConditionBranch): boolean {
  return branch.conditions.length < CONDITIONS_PER_BRANCH_MAX;
}

export function addBranch(config: ConditionConfig): ConditionConfig {
  if (!canAddBranch(config)) return config;
  return { ...config, branches: [...config.branches, { mode: 'and', conditions: [newCondition()] }] };
}

export function removeBranch(config: ConditionConfig, index: number): ConditionConfig {
  return { ...config, branches: config.branches.filter((_, position) => position !== index) };
}

export function updateBranch(config: ConditionConfig, index: number, branch: ConditionBranch): ConditionConfig {
  return { ...config, branches: config.branches.map((current, position) => (position === index ? branch : current)) };
}

export function addCondition(branch: ConditionBranch): ConditionBranch {
  return canAddCondition(branch) ? { ...branch, conditions: [...branch.conditions, newCondition()] } : branch;
}

export function removeCondition(branch: ConditionBranch, index: number): ConditionBranch {
  return { ...branch, conditions: branch.conditions.filter((_, position) => position !== index) };
}

export function updateCondition(branch: ConditionBranch, index: number, condition: Condition): ConditionBranch {
  return { ...branch, conditions: branch.conditions.map((current, position) => (position === index ? condition : current)) };
}
