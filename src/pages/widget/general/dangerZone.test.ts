import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../../contracts/permissions';
import { SUBSCRIPTION_PAUSED_REASON } from '../../organization/subscription/pausedSubscription';
import { widgetActionCopy, widgetActionRequest } from '../../widgets/widgetActions';
import { dangerZoneActions } from './dangerZone';

const owner: Permission[] = ['Widgets:Archive', 'Widgets:Unarchive', 'Widgets:Delete', 'Widgets:Publish'];
const active = { archived: false, canPublish: true, publishedAt: '2026-03-01T10:00:00Z' };
const archived = { archived: true, canPublish: false, publishedAt: null };

describe('the danger zone (studio.md §2.13, §4)', () => {
  it('offers archive for an active widget and never publish', () => {
    expect(dangerZoneActions(active, owner, false)).toEqual([{ action: 'archive', blocker: null }]);
  });

  it('offers unarchive and delete once archived (delete only then)', () => {
    expect(dangerZoneActions(archived, owner, false)).toEqual([
      { action: 'unarchive', blocker: null },
      { action: 'delete', blocker: null },
    ]);
  });

  it('disables what a permission is missing for, with a tooltip', () => {
    const member: Permission[] = ['Widgets:Archive', 'Widgets:Unarchive'];
    expect(dangerZoneActions(archived, member, false)).toEqual([
      { action: 'unarchive', blocker: null },
      { action: 'delete', blocker: 'You do not have permission to delete widgets.' },
    ]);
    expect(dangerZoneActions(active, [], false)[0]!.blocker).toBe('You do not have permission to archive widgets.');
    expect(dangerZoneActions(active, owner, true)[0]!.blocker).toBe(SUBSCRIPTION_PAUSED_REASON);
  });

  it('says "Please, try again" when archive, unarchive or delete fail (studio.md §8), and calls the §7 endpoints', () => {
    for (const action of ['archive', 'unarchive', 'delete'] as const) expect(widgetActionCopy(action, 'Signup').failure).toMatch(/Please, try again\.$/);
    expect(widgetActionRequest('archive', 'w1')).toEqual({ method: 'DELETE', path: '/widgets/w1/archive' });
    expect(widgetActionRequest('unarchive', 'w1')).toEqual({ method: 'PUT', path: '/widgets/w1/unarchive' });
    expect(widgetActionRequest('delete', 'w1')).toEqual({ method: 'DELETE', path: '/widgets/w1' });
  });
});
