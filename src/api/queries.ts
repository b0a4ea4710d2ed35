// The query keys (API paths) and typed hooks for the data the pages read.
import type { CurrentUser, Organization, OrganizationList, PublicUser, Widget, WidgetFlow, WidgetList } from '../../contracts/entities';
import type { Permission } from '../../contracts/permissions';
import { CURRENT_USER_RETRIES, CURRENT_USER_RETRY_DELAY_MS } from '../../contracts/constants';
import { useApiQuery } from './useApiQuery';
import { useApi } from './ApiContext';
import { userLookupFailure, type UserLookup } from './userLookup';
import useSWR from 'swr';
import type { Member } from '../../contracts/team';
import type { MyInvitation, OrganizationInvitation } from '../../contracts/invitations';

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

export function useCurrentUser() {
  return useApiQuery<CurrentUser>(keys.me, { errorRetryCount: CURRENT_USER_RETRIES, errorRetryInterval: CURRENT_USER_RETRY_DELAY_MS });
}

export function useOrganizations(page: number) {
  return useApiQuery<OrganizationList>(keys.organizations(page), { keepPreviousData: true });
}

/** `throwOnError: false` where a failure must not replace the page (the header's breadcrumb). */
export function useOrganization(id: string | null, options: { throwOnError?: boolean } = {}) {
  return useApiQuery<Organization>(id ? keys.organization(id) : null, options);
}

export function usePermissions(organizationId: string | null) {
  const result = useApiQuery<Permission[]>(organizationId ? keys.permissions(organizationId) : null);
  const has = (permission: Permission) => result.data?.includes(permission) ?? false;
  return { ...result, has };
}

export function useWidgets(organizationId: string, page: number, archived: boolean) {
  return useApiQuery<WidgetList>(keys.widgets(organizationId, page, archived), { keepPreviousData: true });
}

export function useWidget(id: string | null, options: { throwOnError?: boolean } = {}) {
  return useApiQuery<Widget>(id ? keys.widget(id) : null, options);
}

export function useWidgetFlow(id: string | null) {
  return useApiQuery<WidgetFlow>(id ? keys.widgetFlow(id) : null);
}

export function useMembers(organizationId: string) {
  return useApiQuery<Member[]>(keys.organizationUsers(organizationId));
}

export function useOrganizationInvitations(organizationId: string) {
  return useApiQuery<OrganizationInvitation[]>(keys.organizationInvitations(organizationId));
}

export function useMyInvitations() {
  return useApiQuery<MyInvitation[]>(keys.myInvitations);
}


/** studio.md §2.13: a 403 is a user of another organization, a 404 or no id a deleted user (userLookup.ts). */
export function useUserLookup(id: string | null | undefined) {
  const api = useApi();
  return useSWR<UserLookup, unknown, string | null>(id ? keys.user(id) : null, async (key: string): Promise<UserLookup> => {
    try {
      return { kind: 'user', user: await api.get<PublicUser>(key) };
    } catch (error) {
      const outcome = userLookupFailure(error);
      if (outcome) return outcome;
      throw error;
    }
  });
}
