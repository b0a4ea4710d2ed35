// Shapes of the API's answers (studio.md §3). Dates are ISO 8601 strings; ids are strings (uuid)
// except flow node ids, which are numbers.
import type { PlanQuota, PlanTemplate, Billing } from './plans';
import type { Role } from './permissions';
import type { FlowDocument } from '../engine/model/flowTypes';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  bio: string;
  chatToken: string;
  tosAcceptedAt: string | null;
  ppAcceptedAt: string | null;
  /** The identity provider's subject. */
  subject: string;
}

export interface PublicUser {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  bio: string;
}

export interface OrganizationPlan {
  template: PlanTemplate;
  name: string;
  billed: Billing;
  paid: boolean;
  statsMaxDays: number;
  quota: PlanQuota;
}

export interface OrganizationUsage {
  widgets: number;
  secrets: number;
  files: number;
  users: number;
  operationsThisQuotaPeriod: number;
  operationsToday: number;
}

export interface Organization {
  id: string;
  name: string;
  description: string;
  logo: string | null;
  ownerId: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  quotaPeriod: { end: string };
  plan: OrganizationPlan;
  usage: OrganizationUsage;
  /** The caller's role in this organization. */
  role: Role;
}

export interface OrganizationList {
  organizations: Organization[];
  total: number;
}

export interface Widget {
  id: string;
  name: string;
  description: string;
  organizationId: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  publishedAt: string | null;
  publishedBy: string | null;
  archived: boolean;
  archivedAt: string | null;
  archivedBy: string | null;
  canPublish: boolean;
}

export interface WidgetUsage {
  operationsToday: number;
  operationsThisMonth: number;
  viewsToday: number;
  viewsThisMonth: number;
  errorsToday: number;
  errorsThisMonth: number;
  finishesToday: number;
  finishesThisMonth: number;
  secrets: number;
}

export interface WidgetListItem {
  id: string;
  name: string;
  archived: boolean;
  canPublish: boolean;
  archivedAt: string | null;
  updatedAt: string;
  publishedAt: string | null;
  usage: WidgetUsage;
}

export interface WidgetList {
  widgets: WidgetListItem[];
  total: number;
}

/** GET /widgets/{id}/flow: the document plus the version a save must name as its base. */
export interface WidgetFlow {
  widgetId: string;
  version: number;
  flow: FlowDocument;
  updatedAt: string;
  updatedBy: string;
}

/** Body of every 4xx/5xx answer. */
export interface ApiErrorBody {
  error: string;
  message: string;
  issues?: { field: string; rule: string; message: string }[];
}

/** PUT /widgets/{id}/flow answers the saved version, without the document the caller already has. */
export type WidgetFlowMeta = Omit<WidgetFlow, 'flow'>;

/** POST answers that create something. */
export interface Created {
  id: string;
}
