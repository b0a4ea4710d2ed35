import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contracts/permissions';
import { memberships } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, UNKNOWN_ID, userId } from './fixtures';

describe('/api/organizations/{id} team', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  const ids = new Map<TestUser, string>();
  const id = (user: TestUser) => ids.get(user)!;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp({ name: 'Olive Owner' });
    admin = await studio.signUp({ name: 'Adam Admin' });
    member = await studio.signUp({ name: 'Mia Member' });
    guest = await studio.signUp({ name: 'Gus Guest' });
    stranger = await studio.signUp({ name: 'Stan Stranger' });
    for (const user of [owner, admin, member, guest, stranger]) ids.set(user, await userId(user));
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** An organization of `owner` with one admin, one member and one guest. */
  async function team(name = 'Team'): Promise<string> {
    const organizationId = await createOrganization(owner, name);
    await addMember(studio, organizationId, admin, 'admin');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');
    return organizationId;
  }

  async function roles(organizationId: string): Promise<Record<string, Role>> {
    const rows = await studio.database.db.select().from(memberships).where(eq(memberships.organizationId, organizationId));
    return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
  }

  it('lists the members to every member, oldest first, with their profile and role', async () => {
    const organizationId = await team('Listed');
    await owner.request('PATCH', '/users/me', { bio: 'Runs the place' });
    for (const reader of [owner, admin, member, guest]) {
      const answer = await reader.request('GET', `/organizations/${organizationId}/users`);
      expect(answer.status).toBe(200);
      expect(answer.body.map((row: { id: string }) => row.id)).toEqual([id(owner), id(admin), id(member), id(guest)]);
    }
    const [first, second] = (await guest.request('GET', `/organizations/${organizationId}/users`)).body;
    expect(first).toEqual({
      id: id(owner),
      email: owner.email,
      name: 'Olive Owner',
      avatar: null,
      bio: 'Runs the place',
      role: 'owner',
      joinedAt: expect.any(String),
      invitedBy: null,
    });
    expect(Number.isNaN(Date.parse(first.joinedAt))).toBe(false);
    expect(second).toMatchObject({ id: id(admin), role: 'admin', name: 'Adam Admin' });
  });

  it('changes a member’s role for owners and admins', async () => {
    const organizationId = await team('Roles');
    const promoted = await owner.request('PATCH', `/organizations/${organizationId}/users/${id(member)}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: id(member), role: 'admin', email: member.email });
    const demoted = await admin.request('PATCH', `/organizations/${organizationId}/users/${id(member)}`, { role: 'guest' });
    expect(demoted.status).toBe(200);
    expect(demoted.body.role).toBe('guest');
    const raised = await admin.request('PATCH', `/organizations/${organizationId}/users/${id(guest)}`, { role: 'member' });
    expect(raised.body.role).toBe('member');
    expect(await roles(organizationId)).toEqual({ [id(owner)]: 'owner', [id(admin)]: 'admin', [id(member)]: 'guest', [id(guest)]: 'member' });
    expect((await member.request('GET', `/organizations/${organizationId}/permissions`)).body).toEqual([]);
  });

  it('refuses an invalid role with the field and rule, and changes nothing', async () => {
    const organizationId = await team('Invalid role');
    for (const [body, field, rule] of [
      [{ role: 'owner' }, 'role', 'invalid-role'],
      [{ role: 'boss' }, 'role', 'invalid-role'],
      [{ role: 3 }, 'role', 'invalid-role'],
      [{}, 'role', 'required'],
      [{ role: 'admin', extra: true }, 'extra', 'never'],
    ] as const) {
      const answer = await owner.request('PATCH', `/organizations/${organizationId}/users/${id(member)}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation', issues: [expect.objectContaining({ field, rule })] });
    }
    expect((await roles(organizationId))[id(member)]).toBe('member');
  });

  it('never changes the owner’s role nor lets anyone change their own', async () => {
    const organizationId = await team('Owner role');
    for (const caller of [owner, admin]) {
      const answer = await caller.request('PATCH', `/organizations/${organizationId}/users/${id(owner)}`, { role: 'guest' });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('cannot-change-owner-role');
    }
    const own = await admin.request('PATCH', `/organizations/${organizationId}/users/${id(admin)}`, { role: 'member' });
    expect(own.status).toBe(409);
    expect(own.body.error).toBe('cannot-change-own-role');
    expect(await roles(organizationId)).toMatchObject({ [id(owner)]: 'owner', [id(admin)]: 'admin' });
  });

  it('refuses role changes to members and guests (403) and hides foreign organizations and users (404)', async () => {
    const organizationId = await team('Role permission');
    for (const caller of [member, guest]) {
      const answer = await caller.request('PATCH', `/organizations/${organizationId}/users/${id(guest)}`, { role: 'admin' });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Organizations:ChangeUserRole') });
    }
    const foreign = await stranger.request('PATCH', `/organizations/${organizationId}/users/${id(guest)}`, { role: 'admin' });
    expect(foreign.status).toBe(404);
    for (const target of [id(stranger), UNKNOWN_ID, 'not-an-id']) {
      const answer = await owner.request('PATCH', `/organizations/${organizationId}/users/${target}`, { role: 'admin' });
      expect(answer.status, target).toBe(404);
    }
    // A member of another organization of the same owner is not a member here.
    const other = await createOrganization(owner, 'Other');
    await addMember(studio, other, stranger, 'member');
    expect((await owner.request('PATCH', `/organizations/${organizationId}/users/${id(stranger)}`, { role: 'admin' })).status).toBe(404);
    expect((await roles(organizationId))[id(guest)]).toBe('guest');
  });

  it('kicks members: they lose access and free their seat', async () => {
    const organizationId = await team('Kick');
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.users).toBe(4);
    const kicked = await admin.request('DELETE', `/organizations/${organizationId}/users/${id(member)}`);
    expect(kicked.status).toBe(204);
    expect((await member.request('GET', `/organizations/${organizationId}`)).status).toBe(404);
    expect((await member.request('GET', '/organizations')).body.organizations.map((row: { id: string }) => row.id)).not.toContain(organizationId);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.users).toBe(3);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${id(admin)}`)).status).toBe(204);
    expect(Object.keys(await roles(organizationId)).sort()).toEqual([id(owner), id(guest)].sort());
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${id(admin)}`)).status).toBe(404);
  });

  it('never kicks the owner nor lets anyone kick themselves; members and guests may not kick', async () => {
    const organizationId = await team('No kick');
    const ownerKicked = await admin.request('DELETE', `/organizations/${organizationId}/users/${id(owner)}`);
    expect(ownerKicked.status).toBe(409);
    expect(ownerKicked.body.error).toBe('cannot-kick-owner');
    const ownerSelf = await owner.request('DELETE', `/organizations/${organizationId}/users/${id(owner)}`);
    expect(ownerSelf.body.error).toBe('cannot-kick-owner');
    const self = await admin.request('DELETE', `/organizations/${organizationId}/users/${id(admin)}`);
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('cannot-kick-self');
    for (const caller of [member, guest]) {
      const answer = await caller.request('DELETE', `/organizations/${organizationId}/users/${id(guest)}`);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toContain('Organizations:KickUser');
    }
    expect((await stranger.request('DELETE', `/organizations/${organizationId}/users/${id(guest)}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${UNKNOWN_ID}`)).status).toBe(404);
    expect(Object.keys(await roles(organizationId))).toHaveLength(4);
  });

  it('lets everyone but the owner leave', async () => {
    const organizationId = await team('Leave');
    for (const leaver of [guest, member, admin]) {
      const left = await leaver.request('DELETE', `/organizations/${organizationId}/leave`);
      expect(left.status).toBe(204);
      expect((await leaver.request('GET', `/organizations/${organizationId}`)).status).toBe(404);
      expect((await leaver.request('DELETE', `/organizations/${organizationId}/leave`)).status).toBe(404);
    }
    const ownerLeaves = await owner.request('DELETE', `/organizations/${organizationId}/leave`);
    expect(ownerLeaves.status).toBe(409);
    expect(ownerLeaves.body.error).toBe('cannot-leave-as-owner');
    expect(await roles(organizationId)).toEqual({ [id(owner)]: 'owner' });
    expect((await stranger.request('DELETE', `/organizations/${organizationId}/leave`)).status).toBe(404);
    expect((await owner.request('DELETE', `/organizations/${UNKNOWN_ID}/leave`)).status).toBe(404);
  });

  it('transfers ownership to a member; the previous owner takes the chosen role and may then leave', async () => {
    const organizationId = await team('Transfer');
    const transferred = await owner.request('PATCH', `/organizations/${organizationId}/transfer_ownership`, {
      ownerId: id(member),
      roleForPreviousOwner: 'member',
    });
    expect(transferred.status).toBe(200);
    expect(transferred.body).toMatchObject({ id: organizationId, ownerId: id(member), role: 'member' });
    expect(await roles(organizationId)).toEqual({ [id(owner)]: 'member', [id(admin)]: 'admin', [id(member)]: 'owner', [id(guest)]: 'guest' });
    expect((await member.request('GET', `/organizations/${organizationId}`)).body).toMatchObject({ ownerId: id(member), role: 'owner' });
    expect((await member.request('GET', `/organizations/${organizationId}/permissions`)).body).toContain('Organizations:TransferOwnership');

    const again = await owner.request('PATCH', `/organizations/${organizationId}/transfer_ownership`, { ownerId: id(owner) });
    expect(again.status).toBe(403);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/leave`)).status).toBe(204);
    expect((await member.request('DELETE', `/organizations/${organizationId}/leave`)).body.error).toBe('cannot-leave-as-owner');
  });

  it('gives the previous owner the admin role by default', async () => {
    const organizationId = await team('Default role');
    const transferred = await owner.request('PATCH', `/organizations/${organizationId}/transfer_ownership`, { ownerId: id(guest) });
    expect(transferred.status).toBe(200);
    expect(transferred.body).toMatchObject({ ownerId: id(guest), role: 'admin' });
    expect(await roles(organizationId)).toMatchObject({ [id(owner)]: 'admin', [id(guest)]: 'owner' });
  });

  it('keeps transfer to the owner and refuses bad targets and roles without changing anything', async () => {
    const organizationId = await team('Transfer refused');
    const path = `/organizations/${organizationId}/transfer_ownership`;
    const byAdmin = await admin.request('PATCH', path, { ownerId: id(admin) });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toContain('Organizations:TransferOwnership');
    for (const caller of [member, guest]) expect((await caller.request('PATCH', path, { ownerId: id(member) })).status).toBe(403);
    expect((await stranger.request('PATCH', path, { ownerId: id(stranger) })).status).toBe(404);

    const self = await owner.request('PATCH', path, { ownerId: id(owner) });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe('already-owner');
    for (const [body, field, rule] of [
      [{ ownerId: id(stranger) }, 'ownerId', 'not-a-member'],
      [{ ownerId: UNKNOWN_ID }, 'ownerId', 'not-a-member'],
      [{ ownerId: 'someone' }, 'ownerId', 'invalid-id'],
      [{}, 'ownerId', 'required'],
      [{ ownerId: id(member), roleForPreviousOwner: 'owner' }, 'roleForPreviousOwner', 'invalid-role'],
      [{ ownerId: id(member), roleForPreviousOwner: 'nobody' }, 'roleForPreviousOwner', 'invalid-role'],
    ] as const) {
      const answer = await owner.request('PATCH', path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation', issues: [expect.objectContaining({ field, rule })] });
    }
    expect(await roles(organizationId)).toEqual({ [id(owner)]: 'owner', [id(admin)]: 'admin', [id(member)]: 'member', [id(guest)]: 'guest' });
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.ownerId).toBe(id(owner));
  });

  it('hides every team endpoint of a foreign organization with 404', async () => {
    const organizationId = await team('Private team');
    for (const [method, path, body] of [
      ['GET', `/organizations/${organizationId}/users`, undefined],
      ['PATCH', `/organizations/${organizationId}/users/${id(member)}`, { role: 'admin' }],
      ['DELETE', `/organizations/${organizationId}/users/${id(member)}`, undefined],
      ['DELETE', `/organizations/${organizationId}/leave`, undefined],
      ['PATCH', `/organizations/${organizationId}/transfer_ownership`, { ownerId: id(member) }],
    ] as const) {
      const answer = await stranger.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.request('GET', `/organizations/${UNKNOWN_ID}/users`)).status).toBe(404);
    expect((await owner.request('GET', '/organizations/42/users')).status).toBe(404);
    expect(Object.keys(await roles(organizationId))).toHaveLength(4);
  });
});
