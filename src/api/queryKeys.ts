// The query keys: each API path a page reads, one cache entry per key (queries.ts's hooks, and the first script's
// early requests, src/app/earlyQueries.ts, which must not pull React or SWR into the first script).
const enc = encodeURIComponent;

export const keys = {
  me: '/users/me',
  user: (id: string) => `/users/${enc(id)}`,
  organizations: (page: number) => `/organizations?page=${page}`,
  organizationsAll: '/organizations',
  organization: (id: string) => `/organizations/${enc(id)}`,
  permissions: (id: string) => `/organizations/${enc(id)}/permissions`,
  widgets: (organizationId: string, page: number, archived: boolean) =>
    `/organizations/${enc(organizationId)}/widgets?page=${page}&archived=${archived ? 'true' : 'false'}`,
  widget: (id: string) => `/widgets/${enc(id)}`,
  widgetFlow: (id: string) => `/widgets/${enc(id)}/flow`,
  /** Read by the widget page's secrets and the flow page's placeholder picker alike: one cache entry for both. */
  widgetSecrets: (id: string) => `/widgets/${enc(id)}/secrets`,
  widgetStatsMini: (id: string) => `/widgets/${enc(id)}/stats_mini`,
  organizationUsers: (id: string) => `/organizations/${enc(id)}/users`,
  organizationInvitations: (id: string) => `/organizations/${enc(id)}/invitations`,
  myInvitations: '/invitations',
  subscription: (organizationId: string) => `/organizations/${enc(organizationId)}/subscription`,
  subscriptionPayments: (organizationId: string, page: number) => `/organizations/${enc(organizationId)}/subscription_payments?page=${page}`,
  accessTokens: (organizationId: string) => `/organizations/${enc(organizationId)}/access_tokens`,
};
