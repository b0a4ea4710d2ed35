import { describe, expect, it } from 'vitest';
import { check } from '../../../../contracts/rules';
import { createTokenBlocker, expiresAtFromDay, isExpired, oneMonthFrom, revokeTokenBlocker, tokenFormDefaults, tokenFormSchema } from './accessTokenRules';

const now = new Date(2026, 0, 31, 10, 0);

describe('token form', () => {
  it('defaults to an empty name and description and one month of validity', () => {
    expect(tokenFormDefaults(new Date(2026, 2, 10, 9))).toEqual({ name: '', description: '', expiresOn: '2026-04-10' });
    expect(oneMonthFrom(now).getDate()).toBe(28);
    expect(oneMonthFrom(now).getMonth()).toBe(1);
  });
  it('requires a name and a date from today', () => {
    const schema = tokenFormSchema(() => now);
    expect(check({ name: 'ci', description: '', expiresOn: '2026-01-31' }, schema).ok).toBe(true);
    const bad = check({ name: '  ', description: 'x', expiresOn: '2026-01-30' }, schema);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.map((issue) => [issue.field, issue.rule])).toEqual([
      ['name', 'name-required'],
      ['expiresOn', 'expires-in-past'],
    ]);
    expect(check({ name: 'a', description: '', expiresOn: '' }, schema).ok).toBe(false);
  });
  it('sends the end of the chosen local day', () => {
    const iso = expiresAtFromDay('2026-02-28');
    const back = new Date(iso);
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours()]).toEqual([2026, 1, 28, 23]);
  });
});

describe('tokens', () => {
  it('flags tokens whose expiry is before now', () => {
    expect(isExpired({ expiresAt: new Date(now.getTime() - 1).toISOString() }, now)).toBe(true);
    expect(isExpired({ expiresAt: new Date(now.getTime() + 1).toISOString() }, now)).toBe(false);
  });
  it('needs the permissions to create and revoke', () => {
    expect(createTokenBlocker(['Organizations:CreateAccessToken'])).toBeNull();
    expect(createTokenBlocker([])).toMatch(/permission/);
    expect(revokeTokenBlocker(['Organizations:DeleteAccessToken'])).toBeNull();
    expect(revokeTokenBlocker(['Organizations:CreateAccessToken'])).toMatch(/revoke/);
  });
});
