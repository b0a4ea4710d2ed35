import type { Role } from '../../contracts/permissions';

const NAMES: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member', guest: 'Guest' };

/** What each role may do, in one line, for role pickers. */
const DESCRIPTIONS: Record<Role, string> = {
  owner: 'Everything, including the subscription and ownership transfer.',
  admin: 'Manages the team, the organization and its widgets.',
  member: 'Builds, publishes and archives widgets.',
  guest: 'Reads everything, changes nothing.',
};

export function roleName(role: Role): string {
  return NAMES[role];
}

export function roleDescription(role: Role): string {
  return DESCRIPTIONS[role];
}
