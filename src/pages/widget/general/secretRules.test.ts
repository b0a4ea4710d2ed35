import { describe, expect, it } from 'vitest';
import type { Organization } from '../../../../contracts/entities';
import { check } from '../../../../contracts/rules';
import { SUBSCRIPTION_PAUSED_REASON } from '../../organization/subscription/pausedSubscription';
import { createSecretBlocker, deleteSecretBlocker, SECRET_MESSAGES, secretFormDefaults, secretFormSchema, secretPlaceholder } from './secretRules';

function rulesOf(values: Record<string, unknown>, taken: string[] = []) {
  const result = check(values, secretFormSchema(taken));
  return result.ok ? [] : result.issues.map((issue) => `${issue.field}:${issue.rule}`);
}

const valid = { name: 'crm_key', description: '', value: 's3cr3t' };

describe('the secret form (studio.md §5)', () => {
  it('starts empty, which is not yet valid', () => {
    expect(rulesOf(secretFormDefaults())).toEqual(['name:empty-name', 'value:empty-value']);
  });

  it('accepts lowercase letters, digits and underscores, 1 to 32 characters', () => {
    expect(rulesOf(valid)).toEqual([]);
    expect(rulesOf({ ...valid, name: 'a' })).toEqual([]);
    expect(rulesOf({ ...valid, name: 'x'.repeat(32) })).toEqual([]);
    expect(rulesOf({ ...valid, name: 'x'.repeat(33) })).toEqual(['name:too-long-name']);
    for (const name of ['CRM', 'crm-key', 'crm key', 'clé', 'a.b']) expect(rulesOf({ ...valid, name })).toEqual(['name:invalid-name']);
  });

  it('limits the description to 1024 and the value to 1 to 1024 characters', () => {
    expect(rulesOf({ ...valid, description: 'd'.repeat(1024), value: 'v'.repeat(1024) })).toEqual([]);
    expect(rulesOf({ ...valid, description: 'd'.repeat(1025) })).toEqual(['description:too-long-description']);
    expect(rulesOf({ ...valid, value: 'v'.repeat(1025) })).toEqual(['value:too-long-value']);
    expect(rulesOf({ ...valid, value: '' })).toEqual(['value:empty-value']);
  });

  it('refuses a name another secret of the widget already has', () => {
    expect(rulesOf(valid, ['crm_key'])).toEqual(['name:name-taken']);
    expect(rulesOf(valid, ['other'])).toEqual([]);
  });

  it('has a text for every rule the form or the server names', () => {
    for (const rule of ['empty-name', 'too-long-name', 'invalid-name', 'name-taken', 'too-long-description', 'empty-value', 'too-long-value']) {
      expect(SECRET_MESSAGES[rule]).toMatch(/\.$/);
    }
    expect(SECRET_MESSAGES['too-long-name']).toContain('32');
  });
});

describe('who may add and delete secrets', () => {
  const organization = (used: number, limit: number) =>
    ({ usage: { secrets: used }, plan: { quota: { secrets: limit } } }) as unknown as Pick<Organization, 'usage' | 'plan'>;
  const creator = { permissions: ['WidgetSecrets:Create', 'WidgetSecrets:Delete'] as const, subscriptionPaused: false };

  it('adds while the plan has room', () => {
    expect(createSecretBlocker(organization(4, 5), creator)).toBeNull();
  });

  it('is blocked once the quota is used, asking to upgrade', () => {
    expect(createSecretBlocker(organization(5, 5), creator)).toMatch(/limit is reached.*upgrade/);
    expect(createSecretBlocker(organization(6, 5), creator)).toMatch(/upgrade/);
  });

  it('names a missing permission first, then a paused subscription', () => {
    expect(createSecretBlocker(organization(5, 5), { permissions: [], subscriptionPaused: true })).toMatch(/permission/);
    expect(createSecretBlocker(organization(5, 5), { ...creator, subscriptionPaused: true })).toBe(SUBSCRIPTION_PAUSED_REASON);
    expect(deleteSecretBlocker({ permissions: ['WidgetSecrets:Create'], subscriptionPaused: false })).toMatch(/permission to delete/);
    expect(deleteSecretBlocker({ ...creator, subscriptionPaused: true })).toBe(SUBSCRIPTION_PAUSED_REASON);
    expect(deleteSecretBlocker(creator)).toBeNull();
  });

  it('writes the placeholder a flow uses', () => {
    expect(secretPlaceholder('secret.crm_key')).toBe('{{secret.crm_key}}');
  });
});
