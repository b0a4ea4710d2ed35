import type { MyInvitation, OrganizationInvitation } from '../../contracts/invitations';
import type { InvitationRow, OrganizationRow } from '../db/schema';
import { isoDate } from './isoDate';

export function toOrganizationInvitation(row: InvitationRow): OrganizationInvitation {
  return { id: row.id, email: row.email, role: row.role, createdAt: isoDate(row.createdAt), createdBy: row.createdBy };
}

export function toMyInvitation(row: InvitationRow, organization: OrganizationRow): MyInvitation {
  return {
    id: row.id,
    role: row.role,
    createdAt: isoDate(row.createdAt),
    organizationId: organization.id,
    organizationName: organization.name,
    organizationLogo: organization.logo,
  };
}
