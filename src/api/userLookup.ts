// What a user lookup (GET /users/{id}) tells the page (studio.md §2.13, §7, §8): the user, a user of no
// organization the caller shares (403: the foreign-user badge), or a user that no longer exists (404 or no
// id: the deleted-user badge). Any other failure stays a failure.
import type { PublicUser } from '../../contracts/entities';
import { HttpError } from './errors';

export type UserLookup = { kind: 'user'; user: PublicUser } | { kind: 'foreign' } | { kind: 'deleted' };

/** The outcome a failed lookup stands for, or null when the failure says nothing about the user. */
export function userLookupFailure(error: unknown): UserLookup | null {
  if (error instanceof HttpError && error.status === 403) return { kind: 'foreign' };
  if (error instanceof HttpError && error.status === 404) return { kind: 'deleted' };
  return null;
}
