import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_ACCEPT } from '../../api/uploadFile';
import { logoUploadBlocker } from './logoUpload';
import { SUBSCRIPTION_PAUSED_REASON } from './subscription/pausedSubscription';

const org = (used: number, limit: number) => ({
  usage: { widgets: 0, secrets: 0, files: used, users: 1, operationsThisQuotaPeriod: 0, operationsToday: 0 },
  plan: { template: 'free' as const, name: 'Free', billed: 'monthly' as const, paid: false, statsMaxDays: 7, quota: { widgets: 1, secrets: 5, files: limit, operations: 100, users: 2 } },
});

describe('logo upload', () => {
  it('accepts the six image formats', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif']) expect(IMAGE_UPLOAD_ACCEPT).toContain(type);
  });
  it('needs Files:Create and room in the file quota', () => {
    expect(logoUploadBlocker(org(0, 20), ['Files:Create'])).toBeNull();
    expect(logoUploadBlocker(org(0, 20), ['Organizations:Edit'])).toMatch(/permission/);
    expect(logoUploadBlocker(org(20, 20), ['Files:Create'])).toMatch(/limit.*upgrade/);
  });
  it('is blocked while the subscription is paused (after the permission)', () => {
    expect(logoUploadBlocker(org(0, 20), ['Files:Create'], true)).toBe(SUBSCRIPTION_PAUSED_REASON);
    expect(logoUploadBlocker(org(0, 20), ['Organizations:Edit'], true)).toMatch(/permission/);
  });
});
