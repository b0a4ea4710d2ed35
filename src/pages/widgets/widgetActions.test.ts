import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../contracts/permissions';
import { SUBSCRIPTION_PAUSED_REASON } from '../organization/subscription/pausedSubscription';
import { widgetActionCopy, widgetActionRequest, widgetActions } from './widgetActions';

const all: Permission[] = ['Widgets:Publish', 'Widgets:Archive', 'Widgets:Unarchive', 'Widgets:Delete'];

describe('widgetActions', () => {
  it('offers publish and archive on an active widget, unarchive and delete on an archived one', () => {
    expect(widgetActions({ archived: false, canPublish: true, publishedAt: null }, all)).toEqual([
      { action: 'publish', blocker: null },
      { action: 'archive', blocker: null },
    ]);
    expect(widgetActions({ archived: true, canPublish: false, publishedAt: null }, all)).toEqual([
      { action: 'unarchive', blocker: null },
      { action: 'delete', blocker: null },
    ]);
  });
  it('blocks publishing without changes, saying whether it is already published', () => {
    expect(widgetActions({ archived: false, canPublish: false, publishedAt: '2026-01-01T00:00:00Z' }, all)[0]!.blocker).toMatch(/already published/);
    expect(widgetActions({ archived: false, canPublish: false, publishedAt: null }, all)[0]!.blocker).toBe('Make changes to publish.');
  });
  it('blocks each action without its permission', () => {
    const member: Permission[] = ['Widgets:Publish', 'Widgets:Archive', 'Widgets:Unarchive'];
    expect(widgetActions({ archived: true, canPublish: false, publishedAt: null }, member)[1]).toEqual({ action: 'delete', blocker: 'You do not have permission to delete widgets.' });
    expect(widgetActions({ archived: false, canPublish: true, publishedAt: null }, [])).toEqual([
      { action: 'publish', blocker: 'You do not have permission to publish widgets.' },
      { action: 'archive', blocker: 'You do not have permission to archive widgets.' },
    ]);
  });
  it('blocks every action while the subscription is paused, naming a missing permission first', () => {
    expect(widgetActions({ archived: false, canPublish: true, publishedAt: null }, all, true)).toEqual([
      { action: 'publish', blocker: SUBSCRIPTION_PAUSED_REASON },
      { action: 'archive', blocker: SUBSCRIPTION_PAUSED_REASON },
    ]);
    expect(widgetActions({ archived: true, canPublish: false, publishedAt: null }, ['Widgets:Unarchive'], true)).toEqual([
      { action: 'unarchive', blocker: SUBSCRIPTION_PAUSED_REASON },
      { action: 'delete', blocker: 'You do not have permission to delete widgets.' },
    ]);
    expect(SUBSCRIPTION_PAUSED_REASON).toMatch(/subscription is paused/);
  });
});

describe('widget action calls and texts', () => {
  it('uses the methods of the spec', () => {
    expect(widgetActionRequest('publish', 'w1')).toEqual({ method: 'PUT', path: '/widgets/w1/publish' });
    expect(widgetActionRequest('archive', 'w1')).toEqual({ method: 'DELETE', path: '/widgets/w1/archive' });
    expect(widgetActionRequest('unarchive', 'w1')).toEqual({ method: 'PUT', path: '/widgets/w1/unarchive' });
    expect(widgetActionRequest('delete', 'w1')).toEqual({ method: 'DELETE', path: '/widgets/w1' });
  });
  it('asks to try again after archive and delete failures', () => {
    expect(widgetActionCopy('archive', 'A').failure).toMatch(/Please, try again/);
    expect(widgetActionCopy('delete', 'A').failure).toMatch(/Please, try again/);
    expect(widgetActionCopy('delete', 'A').danger).toBe(true);
  });
});
