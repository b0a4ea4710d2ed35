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
import { keys } from './queryKeys';

// The keys live in queryKeys.ts (no React, no SWR: the first script sends the first queries with them).
export { keys };

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
