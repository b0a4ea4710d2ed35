import type { Organization, OrganizationUsage } from '../../contracts/entities';
import type { Role } from '../../contracts/permissions';
import { PLANS } from '../../contracts/plans';
import type { OrganizationRow } from '../db/schema';
import { isoDate } from './isoDate';
import { currentQuotaPeriodEnd } from './quotaPeriod';

export function toOrganization(row: OrganizationRow, role: Role, usage: OrganizationUsage): Organization {
  const plan = PLANS[row.planTemplate];
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo,
    ownerId: row.ownerId,
    createdAt: isoDate(row.createdAt),
    createdBy: row.createdBy,
    updatedAt: isoDate(row.updatedAt),
    updatedBy: row.updatedBy,
    quotaPeriod: { end: isoDate(currentQuotaPeriodEnd(row.quotaPeriodEnd, new Date())) },
    plan: {
      template: plan.template,
      name: plan.name,
      billed: row.planBilled,
      paid: plan.paid,
      statsMaxDays: plan.statsMaxDays,
      quota: { ...plan.quota },
    },
    usage,
    role,
  };
}
