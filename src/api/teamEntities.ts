// Team shapes (studio.md §3) until the server's contracts land; then re-exported from there.
import type { AssignableRole, Role } from '../../contracts/permissions';

export interface Member {
  id: string;
  email: string;
  name: string;
  avatar: string | null;
  role: Role;
  joinedAt: string;
  invitedBy: string | null;
  bio: string;
}

export interface OrganizationInvitation {
  id: string;
  email: string;
  role: AssignableRole;
  createdAt: string;
  createdBy: string;
}

export interface MyInvitation {
  id: string;
  role: AssignableRole;
  createdAt: string;
  organizationName: string;
  organizationLogo: string | null;
}
