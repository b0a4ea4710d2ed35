// Set-up steps shared by the API suites. Memberships other than the creator's are written straight
// into the database until invitations have endpoints of their own.
import { expect } from 'vitest';
import type { Role } from '../../contracts/permissions';
import { memberships } from '../../server/db/schema';
import type { TestStudio, TestUser } from '../harness/testStudio';

export async function userId(user: TestUser): Promise<string> {
  const me = await user.request('GET', '/users/me');
  expect(me.status).toBe(200);
  return me.body.id as string;
}

export async function createOrganization(user: TestUser, name = 'Acme'): Promise<string> {
  const created = await user.request('POST', '/organizations', { name });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

export async function createWidget(user: TestUser, organizationId: string, name = 'Signup form'): Promise<string> {
  const created = await user.request('POST', '/widgets', { name, organizationId });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

export async function addMember(studio: TestStudio, organizationId: string, user: TestUser, role: Role): Promise<void> {
  await studio.database.db.insert(memberships).values({ organizationId, userId: await userId(user), role });
}

/** A uuid that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
