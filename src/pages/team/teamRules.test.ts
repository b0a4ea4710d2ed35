import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../contracts/permissions';
import { changeRoleBlocker, inviteBlocker, kickBlocker, leaveBlocker, makeOwnerBlocker, revokeBlocker, TEAM_TOOLTIPS } from './teamRules';

const owner = { userId: 'u-owner', permissions: [...PERMISSIONS] };
const admin = {
  userId: 'u-admin',
  permissions: PERMISSIONS.filter((permission) => permission !== 'Organizations:ManageSubscription' && permission !== 'Organizations:TransferOwnership'),
};
const guest = { userId: 'u-guest', permissions: [] };

const ownerMember = { id: 'u-owner', role: 'owner' as const };
const adminMember = { id: 'u-admin', role: 'admin' as const };
const guestMember = { id: 'u-guest', role: 'guest' as const };

const org = (users: number, limit: number) => ({
  usage: { widgets: 0, secrets: 0, files: 0, users, operationsThisQuotaPeriod: 0, operationsToday: 0 },
  plan: { template: 'free' as const, name: 'Free', billed: 'monthly' as const, paid: false, statsMaxDays: 7, quota: { widgets: 1, secrets: 5, files: 20, operations: 100, users: limit } },
});

describe('inviteBlocker', () => {
  it('allows an admin under the user quota', () => {
    expect(inviteBlocker(admin, org(1, 2))).toBeNull();
  });
  it('blocks without the permission, whatever the quota', () => {
    expect(inviteBlocker(guest, org(1, 2))).toBe(TEAM_TOOLTIPS.cannotInvite);
  });
  it('blocks when the users quota is reached or passed, asking to upgrade', () => {
    expect(inviteBlocker(owner, org(2, 2))).toBe(TEAM_TOOLTIPS.usersLimit);
    expect(inviteBlocker(owner, org(3, 2))).toMatch(/upgrade/);
  });
});

describe('revokeBlocker', () => {
  it('needs Organizations:RevokeInvitation', () => {
    expect(revokeBlocker(admin)).toBeNull();
    expect(revokeBlocker(guest)).toBe(TEAM_TOOLTIPS.cannotRevoke);
  });
});

describe('changeRoleBlocker', () => {
  it('never changes the owner’s role, even for the owner', () => {
    expect(changeRoleBlocker(owner, ownerMember)).toBe(TEAM_TOOLTIPS.cannotChangeOwnerRole);
    expect(changeRoleBlocker(admin, ownerMember)).toBe(TEAM_TOOLTIPS.cannotChangeOwnerRole);
  });
  it('lets owners and admins change the roles of others', () => {
    expect(changeRoleBlocker(owner, guestMember)).toBeNull();
    expect(changeRoleBlocker(admin, guestMember)).toBeNull();
  });
  it('never changes one’s own role', () => {
    expect(changeRoleBlocker(admin, adminMember)).toBe(TEAM_TOOLTIPS.cannotChangeOwnRole);
    expect(changeRoleBlocker(guest, guestMember)).toBe(TEAM_TOOLTIPS.cannotChangeOwnRole);
  });
  it('needs Organizations:ChangeUserRole', () => {
    expect(changeRoleBlocker(guest, adminMember)).toBe(TEAM_TOOLTIPS.cannotChangeRole);
  });
});

describe('makeOwnerBlocker', () => {
  it('says the owner is already owner', () => {
    expect(makeOwnerBlocker(owner, ownerMember)).toBe(TEAM_TOOLTIPS.alreadyOwner);
  });
  it('is the owner’s alone (Organizations:TransferOwnership)', () => {
    expect(makeOwnerBlocker(owner, adminMember)).toBeNull();
    expect(makeOwnerBlocker(admin, guestMember)).toBe(TEAM_TOOLTIPS.cannotTransferOwnership);
  });
});

describe('kickBlocker', () => {
  it('never kicks the owner', () => {
    expect(kickBlocker(admin, ownerMember)).toBe(TEAM_TOOLTIPS.cannotKickOwner);
    expect(kickBlocker(owner, ownerMember)).toBe(TEAM_TOOLTIPS.cannotKickOwner);
  });
  it('never kicks oneself (leave instead)', () => {
    expect(kickBlocker(admin, adminMember)).toBe(TEAM_TOOLTIPS.cannotKickSelf);
    expect(kickBlocker(guest, guestMember)).toBe(TEAM_TOOLTIPS.cannotKickSelf);
  });
  it('needs Organizations:KickUser for anyone else', () => {
    expect(kickBlocker(admin, guestMember)).toBeNull();
    expect(kickBlocker(owner, adminMember)).toBeNull();
    expect(kickBlocker(guest, adminMember)).toBe(TEAM_TOOLTIPS.cannotKick);
  });
});

describe('leaveBlocker', () => {
  it('keeps the owner in, lets every other role leave', () => {
    expect(leaveBlocker('owner')).toBe(TEAM_TOOLTIPS.cannotLeaveAsOwner);
    expect(leaveBlocker('admin')).toBeNull();
    expect(leaveBlocker('member')).toBeNull();
    expect(leaveBlocker('guest')).toBeNull();
  });
});
