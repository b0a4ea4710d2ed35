import { describe, expect, it } from 'vitest';
import { check } from './rules';
import { CANCEL_COMMENT_MAX, CANCEL_REASONS, subscriptionCancelSchema } from './subscriptions';

describe('subscriptionCancelSchema', () => {
  it('accepts every listed reason, with or without a comment', () => {
    for (const reason of CANCEL_REASONS) expect(check({ reason }, subscriptionCancelSchema).ok).toBe(true);
    expect(check({ reason: 'other', comment: 'x'.repeat(CANCEL_COMMENT_MAX) }, subscriptionCancelSchema).ok).toBe(true);
  });

  it('names one rule per problem', () => {
    const rules = (value: unknown) => {
      const result = check(value, subscriptionCancelSchema);
      return result.ok ? [] : result.issues.map((issue) => `${issue.field}:${issue.rule}`);
    };
    expect(rules({})).toEqual(['reason:required']);
    expect(rules({ reason: '' })).toEqual(['reason:reason-required']);
    expect(rules({ reason: 'bored' })).toEqual(['reason:unknown-reason']);
    expect(rules({ reason: 'other', comment: 'x'.repeat(CANCEL_COMMENT_MAX + 1) })).toEqual(['comment:too-long-comment']);
  });
});
