// What a plan raises over another (studio.md §9): the quotas that are higher, in words. The Team plan, for one,
// raises users, operations, secrets and files but keeps the one widget of the Free plan, so no text may promise
// "more widgets" for every paid plan.
import { PLANS, type PlanQuota, type PlanTemplate } from '../../../../contracts/plans';
import { formatLimit } from '../../../format/numbers';

const QUOTAS: readonly (keyof PlanQuota)[] = ['widgets', 'users', 'operations', 'secrets', 'files'];
const NOUNS: Record<keyof PlanQuota, [string, string]> = {
  widgets: ['widget', 'widgets'],
  users: ['user', 'users'],
  operations: ['operation', 'operations'],
  secrets: ['secret', 'secrets'],
  files: ['file', 'files'],
};

/** The quotas `to` has more of than `from`, in the order the studio lists them. */
export function planRaises(from: PlanTemplate, to: PlanTemplate): (keyof PlanQuota)[] {
  return QUOTAS.filter((quota) => PLANS[to].quota[quota] > PLANS[from].quota[quota]);
}

function list(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** "More users, operations, secrets and files; still 1 widget" (Free → Team), "Nothing more" when it raises nothing. */
export function planRaisesText(from: PlanTemplate, to: PlanTemplate): string {
  const raised = planRaises(from, to);
  if (raised.length === 0) return 'Nothing more than your plan';
  const text = `More ${list(raised.map((quota) => NOUNS[quota][1]))}`;
  const widgets = PLANS[to].quota.widgets;
  return raised.includes('widgets') ? text : `${text}; still ${formatLimit(widgets)} ${NOUNS.widgets[widgets === 1 ? 0 : 1]}`;
}

/** The Free plan's cover text: what subscribing to each paid plan raises. */
export function freePlanCover(): string {
  return `You are on the Free plan. Subscribing raises your quotas — Team: ${lower(planRaisesText('free', 'team'))}. Company: ${lower(planRaisesText('free', 'company'))}.`;
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
