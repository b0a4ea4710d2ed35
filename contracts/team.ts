// The organization team (studio.md §2.12, §3, §5, §7): members, role changes, kicks, leaving and
// ownership transfer. Request schemas are shared by the client's forms and the server's checks.
import { define, object, optional } from 'superstruct';
import { ASSIGNABLE_ROLES, type AssignableRole, type Role } from './permissions';
import { entityId } from './rules';

/** A role that can be given (admin, member, guest); `owner` only moves by transfer. Rule: invalid-role. */
export function assignableRole() {
  return define<AssignableRole>(
    'invalid-role',
    (value) => (ASSIGNABLE_ROLES as readonly unknown[]).includes(value) || `must be one of ${ASSIGNABLE_ROLES.join(', ')}`,
  );
}

/** PATCH /organizations/{id}/users/{userId}. */
export const memberRoleSchema = object({
  role: assignableRole(),
});

/** The role the previous owner keeps after a transfer when the payload names none (§2.12). */
export const DEFAULT_PREVIOUS_OWNER_ROLE: AssignableRole = 'admin';

/** PATCH /organizations/{id}/transfer_ownership: the new owner (a member) and the caller's role afterwards. */
export const transferOwnershipSchema = object({
  ownerId: entityId(),
  roleForPreviousOwner: optional(assignableRole()),
});

/** A member of an organization (GET /organizations/{id}/users). */
export interface Member {
  /** The user's id. */
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  bio: string;
  role: Role;
  joinedAt: string;
  /** Who invited them; null for the organization's creator. */
  invitedBy: string | null;
}

/**
 * Error codes of the team endpoints (409 unless noted), so the client can name the rule that
 * refused an action.
 */
export const TEAM_ERRORS = {
  cannotLeaveAsOwner: 'cannot-leave-as-owner',
  cannotChangeOwnerRole: 'cannot-change-owner-role',
  cannotChangeOwnRole: 'cannot-change-own-role',
  cannotKickOwner: 'cannot-kick-owner',
  cannotKickSelf: 'cannot-kick-self',
  alreadyOwner: 'already-owner',
  /** 403: the plan's user quota (members + pending invitations) is used up. */
  usersLimit: 'plan-limit-users',
} as const;
