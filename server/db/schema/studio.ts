// The studio's own tables: users (keyed by the identity provider's subject), organizations and
// their memberships, widgets and their flows. Timestamps are timestamptz read as Date.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Billing, PlanTemplate } from '../../../contracts/plans';
import type { Role } from '../../../contracts/permissions';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The OIDC subject (sub claim); one studio user per subject. */
  subject: text('subject').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  /** An uploaded image id, or null. */
  avatar: text('avatar'),
  bio: text('bio').notNull().default(''),
  /** Handed to the support chat frame. */
  chatToken: text('chat_token').notNull(),
  tosAcceptedAt: moment('tos_accepted_at'),
  ppAcceptedAt: moment('pp_accepted_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Who created and last changed a row, and when (a fresh set of columns per table). */
const authorship = () => ({
  createdAt: moment('created_at').notNull().defaultNow(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
});

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    planTemplate: text('plan_template').$type<PlanTemplate>().notNull().default('free'),
    planBilled: text('plan_billed').$type<Billing>().notNull().default('monthly'),
    quotaPeriodEnd: moment('quota_period_end').notNull(),
    ...authorship(),
  },
  (table) => [
    check('organizations_plan_template', sql`${table.planTemplate} in ('free', 'team', 'company', 'enterprise')`),
    check('organizations_plan_billed', sql`${table.planBilled} in ('monthly', 'yearly')`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    joinedAt: moment('joined_at').notNull().defaultNow(),
    /** Null for the creator, who was not invited. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'memberships_pk', columns: [table.organizationId, table.userId] }),
    index('memberships_user').on(table.userId, table.joinedAt),
    check('memberships_role', sql`${table.role} in ('owner', 'admin', 'member', 'guest')`),
  ],
);

export const widgets = pgTable(
  'widgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...authorship(),
    publishedAt: moment('published_at'),
    publishedBy: uuid('published_by').references(() => users.id),
    /** The flow version that was last published; null when never published. */
    publishedFlowVersion: integer('published_flow_version'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: moment('archived_at'),
    archivedBy: uuid('archived_by').references(() => users.id),
  },
  (table) => [index('widgets_organization_list').on(table.organizationId, table.archived, table.createdAt)],
);

/**
 * One flow per widget. `version` starts at 1 and grows by one on every save; a save names the
 * version it was based on and is refused when that is no longer the current one.
 */
export const widgetFlows = pgTable('widget_flows', {
  widgetId: uuid('widget_id')
    .primaryKey()
    .references(() => widgets.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  /**
   * The highest node id in use or handed out: at least every id in the flow and every id leased to an editor
   * (POST /widgets/{id}/flow/node_ids, the next lease starts above it); a save adding or replacing nodes raises
   * it to their ids. At most MAX_NODE_ID (2^31 − 1), so it fits the column even when every id is used.
   */
  highestNodeId: integer('highest_node_id').notNull().default(1),
  // The document itself is in widget_flow_pages (widgetFlowPages.ts); its accepted changes in widget_flow_changes.
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by')
    .notNull()
    .references(() => users.id),
});

export type UserRow = typeof users.$inferSelect;
export type OrganizationRow = typeof organizations.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type WidgetRow = typeof widgets.$inferSelect;
export type WidgetFlowRow = typeof widgetFlows.$inferSelect;
