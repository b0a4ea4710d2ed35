import { ASSIGNABLE_ROLES, type AssignableRole, type Role } from '../../../contracts/permissions';
import { roleName } from '../../format/roleName';

/** Invite, change role and the previous owner's role choose among these (studio.md §2.12). */
export const ASSIGNABLE_ROLE_OPTIONS: readonly { value: AssignableRole; label: string }[] = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleName(role) }));

export function isAssignable(role: Role): role is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(role);
}
