import { describe, expect, it } from 'vitest';
import { flowAccess, PAUSED_PUBLISH_REASON, PAUSED_READ_ONLY_REASON } from './flowAccess';

describe('flowAccess', () => {
  it('lets an editor with publish rights edit and publish an active widget that has changes', () => {
    expect(flowAccess({ archived: false, canPublish: true }, ['Widgets:Edit', 'Widgets:Publish'])).toEqual({
      canEdit: true,
      readOnlyReason: null,
      publishAllowed: true,
      publishReason: null,
      republishReason: null,
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

  it('lets a published version be republished with Widgets:Publish, whether or not the draft has changes', () => {
    expect(flowAccess({ archived: false, canPublish: false }, ['Widgets:Publish']).republishReason).toBeNull();
    expect(flowAccess({ archived: false, canPublish: true }, ['Widgets:Edit']).republishReason).toMatch(/permission to publish/);
    expect(flowAccess({ archived: true, canPublish: false }, ['Widgets:Publish']).republishReason).toMatch(/archived/);
    // Guests read the history and change nothing.
    expect(flowAccess({ archived: false, canPublish: true }, [])).toMatchObject({ canEdit: false, republishReason: expect.stringMatching(/permission to publish/) });
  });

  it('makes the flow read-only and unpublishable while the subscription is paused', () => {
    const access = flowAccess({ archived: false, canPublish: true }, ['Widgets:Edit', 'Widgets:Publish'], true);
    expect(access).toEqual({
      canEdit: false,
      readOnlyReason: PAUSED_READ_ONLY_REASON,
      publishAllowed: false,
      publishReason: PAUSED_PUBLISH_REASON,
      republishReason: PAUSED_PUBLISH_REASON,
    });
    expect(access.readOnlyReason).toBe('The subscription is paused: the flow is read-only until the owner unpauses it');
  });

  it('names archived and missing permissions before the pause (unpausing would not lift them)', () => {
    expect(flowAccess({ archived: true, canPublish: true }, ['Widgets:Edit', 'Widgets:Publish'], true).readOnlyReason).toMatch(/archived/);
    expect(flowAccess({ archived: false, canPublish: true }, [], true)).toMatchObject({
      readOnlyReason: expect.stringMatching(/permission to edit/),
      publishReason: expect.stringMatching(/permission to publish/),
    });
    expect(flowAccess({ archived: false, canPublish: false }, ['Widgets:Edit', 'Widgets:Publish'], true).publishReason).toBe(PAUSED_PUBLISH_REASON);
  });
});
