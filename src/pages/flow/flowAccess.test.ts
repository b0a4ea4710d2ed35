import { describe, expect, it } from 'vitest';
import { flowAccess } from './flowAccess';

describe('flowAccess', () => {
  it('lets an editor with publish rights edit and publish an active widget that has changes', () => {
    expect(flowAccess({ archived: false, canPublish: true }, ['Widgets:Edit', 'Widgets:Publish'])).toEqual({
      canEdit: true,
      readOnlyReason: null,
      publishAllowed: true,
      publishReason: null,
    });
  });

  it('makes an archived widget read-only and unpublishable whatever the permissions', () => {
    const access = flowAccess({ archived: true, canPublish: true }, ['Widgets:Edit', 'Widgets:Publish']);
    expect(access.canEdit).toBe(false);
    expect(access.readOnlyReason).toMatch(/archived/);
    expect(access.publishAllowed).toBe(false);
  });

  it('explains a missing permission and a flow that is already published', () => {
    expect(flowAccess({ archived: false, canPublish: true }, ['Widgets:Publish']).readOnlyReason).toMatch(/permission to edit/);
    expect(flowAccess({ archived: false, canPublish: true }, ['Widgets:Edit']).publishReason).toMatch(/permission to publish/);
    expect(flowAccess({ archived: false, canPublish: false }, ['Widgets:Edit', 'Widgets:Publish']).publishReason).toMatch(/already published/);
  });
});
