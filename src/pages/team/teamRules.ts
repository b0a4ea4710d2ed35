// Which team action the caller may take on whom, and why not (studio.md §2.12, §5, §6). Each
// function answers null when the action is allowed, else the tooltip that explains the disabled
// control. Rules about the target (owner, self) come before the caller's permissions: they hold
// whoever looks, so they are the more useful explanation.
import type { Organization } from '../../../contracts/entities';
import type { Permission, Role } from '../../../contracts/permissions';

export interface TeamViewer {
  /** The signed-in user's id. */
  userId: string;
  permissions: readonly Permission[] | readonly string[];
}

export interface TeamTarget {
  id: string;
  role: Role;
}

export const TEAM_TOOLTIPS = {
  cannotInvite: 'You do not have permission to invite people to this organization.',
  usersLimit: 'Your plan’s user limit is reached. Please upgrade to invite more people.',
  cannotRevoke: 'You do not have permission to revoke invitations.',
  cannotChangeOwnerRole: 'The owner’s role cannot be changed. Transfer ownership to someone else first.',
  cannotChangeOwnRole: 'You cannot change your own role. Ask another admin or the owner.',
  cannotChangeRole: 'You do not have permission to change roles.',
  alreadyOwner: 'This member is already the owner.',
  cannotTransferOwnership: 'Only the owner can transfer ownership.',
  cannotKickOwner: 'The owner cannot be removed from the organization.',
  cannotKickSelf: 'You cannot remove yourself. Leave the organization from Your organizations instead.',
  cannotKick: 'You do not have permission to remove members.',
  cannotLeaveAsOwner: 'The owner cannot leave the organization. Transfer ownership to someone else first.',
} as const;

function has(viewer: TeamViewer, permission: Permission): boolean {
  return (viewer.permissions as readonly string[]).includes(permission);
}

/** Invite button (§2.12, §5): permission, then the plan's user quota (used not below limit). */
export function inviteBlocker(viewer: TeamViewer, organization: Pick<Organization, 'usage' | 'plan'>): string | null {
  if (!has(viewer, 'Organizations:InviteUser')) return TEAM_TOOLTIPS.cannotInvite;
  if (organization.usage.users >= organization.plan.quota.users) return TEAM_TOOLTIPS.usersLimit;
  return null;
}

export function revokeBlocker(viewer: TeamViewer): string | null {
  return has(viewer, 'Organizations:RevokeInvitation') ? null : TEAM_TOOLTIPS.cannotRevoke;
}

export function changeRoleBlocker(viewer: TeamViewer, target: TeamTarget): string | null {
  if (target.role === 'owner') return TEAM_TOOLTIPS.cannotChangeOwnerRole;
  if (target.id === viewer.userId) return TEAM_TOOLTIPS.cannotChangeOwnRole;
  if (!has(viewer, 'Organizations:ChangeUserRole')) return TEAM_TOOLTIPS.cannotChangeRole;
  return null;
}

export function makeOwnerBlocker(viewer: TeamViewer, target: TeamTarget): string | null {
  if (target.role === 'owner') return TEAM_TOOLTIPS.alreadyOwner;
  if (!has(viewer, 'Organizations:TransferOwnership')) return TEAM_TOOLTIPS.cannotTransferOwnership;
  return null;
}

export function kickBlocker(viewer: TeamViewer, target: TeamTarget): string | null {
  if (target.role === 'owner') return TEAM_TOOLTIPS.cannotKickOwner;
  if (target.id === viewer.userId) return TEAM_TOOLTIPS.cannotKickSelf;
  if (!has(viewer, 'Organizations:KickUser')) return TEAM_TOOLTIPS.cannotKick;
  return null;
}

/** Leave, from the organizations page's manage mode (§2.5): everyone but the owner. */
export function leaveBlocker(callerRole: Role): string | null {
  return callerRole === 'owner' ? TEAM_TOOLTIPS.cannotLeaveAsOwner : null;
}
