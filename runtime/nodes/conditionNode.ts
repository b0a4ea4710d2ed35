// The condition node: branches in order, each matching when all (and) or any (or) of its conditions hold; the
// first match takes its output, else the default (last output) when there is one, else the flow ends.
// Operands are the substituted texts. Comparisons are numeric when both sides are numbers, else textual.
import type { ConditionOperator } from '../../engine/model/kinds/conditionKind';
import type { NodeExecutor } from './nodeExecutor';

interface Condition { operator: ConditionOperator; values: string[] }
interface Branch { mode: 'and' | 'or'; conditions: Condition[] }

/** A finite number written in the text, or null (an empty text is not a number). */
export function numberIn(text: string): number | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** -1, 0 or 1: numerically when both texts are numbers, else by code units. */
function compare(left: string, right: string): number {
  const a = numberIn(left);
  const b = numberIn(right);
  if (a !== null && b !== null) return Math.sign(a - b);
  return left === right ? 0 : left < right ? -1 : 1;
}

function regexTest(text: string, source: string): boolean {
  try {
    return new RegExp(source).test(text);
  } catch {
    return false;
  }
}

export function conditionHolds(operator: ConditionOperator, left: string, right: string): boolean {
  switch (operator) {
    case 'eq': return compare(left, right) === 0;
    case 'neq': return compare(left, right) !== 0;
    case 'gt': return compare(left, right) > 0;
    case 'gte': return compare(left, right) >= 0;
    case 'lt': return compare(left, right) < 0;
    case 'lte': return compare(left, right) <= 0;
    case 'empty': return left.trim() === '';
    case 'nempty': return left.trim() !== '';
    case 'contains': return left.includes(right);
    case 'ncontains': return !left.includes(right);
    case 'matches': return regexTest(left, right);
    case 'nmatches': return !regexTest(left, right);
  }
}

export const conditionNode: NodeExecutor = async (run) => {
  const branches = (run.node.config.branches ?? []) as Branch[];
  const holds = (condition: Condition) =>
    conditionHolds(condition.operator, run.context.substitute(condition.values[0] ?? ''), run.context.substitute(condition.values[1] ?? ''));
  const index = branches.findIndex((branch) => (branch.mode === 'or' ? branch.conditions.some(holds) : branch.conditions.every(holds)));
  if (index >= 0) return { port: index };
  return { port: run.node.config.hasDefault === true ? branches.length : null };
};
