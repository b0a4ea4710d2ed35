// Role and permission names (studio.md §6). Which role holds which permission is decided in
// server/permissions.ts; the client only ever sees the list returned by /permissions.

export const ROLES = ['owner', 'admin', 'member', 'guest'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that can be given by invitation, role change or ownership transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'member', 'guest'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const PERMISSIONS = [
  'Organizations:Edit',
  'Organizations:ManageSubscription',
  'Organizations:ViewSubscriptionPayments',
  'Organizations:CreateAccessToken',
  'Organizations:DeleteAccessToken',
  'Organizations:InviteUser',
  'Organizations:ChangeUserRole',
  'Organizations:TransferOwnership',
  'Organizations:KickUser',
  'Organizations:RevokeInvitation',
  'Widgets:Create',
  'Widgets:Edit',
  'Widgets:Publish',
  'Widgets:Archive',
  'Widgets:Unarchive',
  'Widgets:Delete',
  'WidgetSecrets:Create',
  'WidgetSecrets:Delete',
  'Files:Create',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
