import { describe, expect, it } from 'vitest';
import { freePlanCover, planRaises, planRaisesText } from './planRaises';

describe('planRaises', () => {
  it('names what each plan raises over the Free plan (Team keeps its one widget)', () => {
    expect(planRaises('free', 'team')).toEqual(['users', 'operations', 'secrets', 'files']);
    expect(planRaises('free', 'company')).toEqual(['widgets', 'users', 'operations', 'secrets', 'files']);
    expect(planRaisesText('free', 'team')).toBe('More users, operations, secrets and files; still 1 widget');
    expect(planRaisesText('free', 'company')).toBe('More widgets, users, operations, secrets and files');
    expect(planRaisesText('company', 'team')).toBe('Nothing more than your plan');
  });

  it('the Free cover promises more widgets only of the plan that has them', () => {
    const cover = freePlanCover();
    expect(cover).toBe(
      'You are on the Free plan. Subscribing raises your quotas — Team: more users, operations, secrets and files; still 1 widget. Company: more widgets, users, operations, secrets and files.',
    );
    expect(cover).not.toContain('build more widgets');
  });
});
