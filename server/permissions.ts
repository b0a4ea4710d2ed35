// The one role -> permission matrix (studio.md §6). Every endpoint asks `can`; the client receives
// `permissionsOf` through GET /organizations/{id}/permissions. server/README.md shows it as a table.
import { PERMISSIONS, type Permission, type Role } from '../contracts/permissions';

const OWNER_ONLY: ReadonlySet<Permission> = new Set(['Organizations:ManageSubscription', 'Organizations:TransferOwnership']);

/** Members build widgets: they create, edit, publish, archive and unarchive them and add secrets and files. */
const MEMBER: readonly Permission[] = [
  'Widgets:Create',
  'Widgets:Edit',
  'Widgets:Publish',
  'Widgets:Archive',
  'Widgets:Unarchive',
  'WidgetSecrets:Create',
  'Files:Create',
];

const MATRIX: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS),
  admin: new Set(PERMISSIONS.filter((permission) => !OWNER_ONLY.has(permission))),
  member: new Set(MEMBER),
  // Guests read what the organization holds and change nothing.
  guest: new Set(),
};

/** The permissions of a role, in the order of PERMISSIONS. */
export function permissionsOf(role: Role): Permission[] {
  const granted = MATRIX[role];
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function can(role: Role, permission: Permission): boolean {
  return MATRIX[role].has(permission);
}
