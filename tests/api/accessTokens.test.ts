import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashAccessToken } from '../../server/auth/accessTokens';
import { accessTokens, memberships } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('/api access tokens', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp();
    stranger = await studio.signUp();
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function createToken(user: TestUser, organizationId: string, name = 'CI'): Promise<{ id: string; token: string }> {
    const created = await user.request('POST', `/organizations/${organizationId}/access_tokens`, { name, description: 'deploys', expiresAt: inDays(30) });
    expect(created.status).toBe(201);
    return { id: created.body.id, token: created.body.token };
  }

  /** A request to /api with the access token as the bearer. */
  const withToken = (token: string, method: string, path: string, body?: unknown) =>
    studio.request(method, path, { authorization: `Bearer ${token}`, body });

  it('creates a token, shows it once and stores only its hash', async () => {
    const organizationId = await createOrganization(owner, 'Tokens Inc');
    const ownerId = await userId(owner);
    const expiresAt = inDays(30);
    const created = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, { name: 'Deploy bot', description: 'CI', expiresAt });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId,
      name: 'Deploy bot',
      description: 'CI',
      expiresAt: new Date(expiresAt).toISOString(),
      lastUsedAt: null,
      createdBy: ownerId,
      expired: false,
      token: expect.stringMatching(/^wst_[A-Za-z0-9_-]{43}$/),
    });
    const [row] = await studio.database.db.select().from(accessTokens).where(eq(accessTokens.id, created.body.id));
    expect(row!.tokenHash).toBe(hashAccessToken(created.body.token));
    expect(JSON.stringify(row)).not.toContain(created.body.token);

    const list = await owner.request('GET', `/organizations/${organizationId}/access_tokens`);
    expect(list.status).toBe(200);
    const { token, ...metadata } = created.body;
    expect(list.body.accessTokens).toEqual([metadata]);
    expect(token).toBeTruthy();
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);
  });

  it('refuses invalid payloads, naming field and rule, without writing', async () => {
    const organizationId = await createOrganization(owner, 'Strict tokens');
    for (const [body, field, rule] of [
      [{ name: '', expiresAt: inDays(3) }, 'name', 'name-required'],
      [{ name: '   ', expiresAt: inDays(3) }, 'name', 'name-required'],
      [{ expiresAt: inDays(3) }, 'name', 'required'],
      [{ name: 'n'.repeat(65), expiresAt: inDays(3) }, 'name', 'too-long-name'],
      [{ name: 'ok', description: 'd'.repeat(2049), expiresAt: inDays(3) }, 'description', 'too-long-description'],
      [{ name: 'ok' }, 'expiresAt', 'required'],
      [{ name: 'ok', expiresAt: 'next week' }, 'expiresAt', 'invalid-date'],
      [{ name: 'ok', expiresAt: '2030-01-01' }, 'expiresAt', 'invalid-date'],
      [{ name: 'ok', expiresAt: inDays(-1) }, 'expiresAt', 'expires-in-past'],
      [{ name: 'ok', expiresAt: inDays(365 * 150) }, 'expiresAt', 'expires-too-far'],
      [{ name: 'ok', expiresAt: inDays(3), token: 'wst_mine' }, 'token', 'never'],
    ] as const) {
      const answer = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues, JSON.stringify(body)).toContainEqual(expect.objectContaining({ field, rule }));
    }
    expect((await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens).toEqual([]);
  });

  it('lets owners and admins create and revoke; members and guests only read the list', async () => {
    const organizationId = await createOrganization(owner, 'Roles and tokens');
    const admin = await studio.signUp();
    const member = await studio.signUp();
    const guest = await studio.signUp();
    await addMember(studio, organizationId, admin, 'admin');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');

    const adminToken = await createToken(admin, organizationId, 'Admin token');
    const ownerToken = await createToken(owner, organizationId, 'Owner token');
    for (const user of [member, guest]) {
      const create = await user.request('POST', `/organizations/${organizationId}/access_tokens`, { name: 'x', expiresAt: inDays(3) });
      expect(create.status).toBe(403);
      expect(create.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Organizations:CreateAccessToken') });
      const revoke = await user.request('DELETE', `/access_tokens/${ownerToken.id}`);
      expect(revoke.status).toBe(403);
      expect(revoke.body.message).toContain('Organizations:DeleteAccessToken');
      const list = await user.request('GET', `/organizations/${organizationId}/access_tokens`);
      expect(list.status).toBe(200);
      expect(list.body.accessTokens.map((token: { name: string }) => token.name)).toEqual(['Owner token', 'Admin token']);
    }
    expect((await admin.request('DELETE', `/access_tokens/${ownerToken.id}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/access_tokens/${adminToken.id}`)).status).toBe(204);
    expect((await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens).toEqual([]);
  });

  it('hides another organization’s tokens with 404', async () => {
    const organizationId = await createOrganization(owner, 'Private tokens');
    const { id } = await createToken(owner, organizationId);
    expect((await stranger.request('GET', `/organizations/${organizationId}/access_tokens`)).status).toBe(404);
    expect((await stranger.request('POST', `/organizations/${organizationId}/access_tokens`, { name: 'x', expiresAt: inDays(3) })).status).toBe(404);
    expect((await stranger.request('DELETE', `/access_tokens/${id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/access_tokens/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await owner.request('DELETE', '/access_tokens/not-an-id')).status).toBe(404);
    expect((await owner.request('GET', `/organizations/${UNKNOWN_ID}/access_tokens`)).status).toBe(404);
    expect((await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens).toHaveLength(1);
  });

  it('authenticates as its creator inside its organization until revoked', async () => {
    const organizationId = await createOrganization(owner, 'Automated');
    const otherOrganizationId = await createOrganization(owner, 'Elsewhere');
    const otherWidgetId = await createWidget(owner, otherOrganizationId, 'Other widget');
    const { id, token } = await createToken(owner, organizationId);

    const ownerId = await userId(owner);
    expect((await withToken(token, 'GET', `/organizations/${organizationId}`)).status).toBe(200);
    const widget = await withToken(token, 'POST', '/widgets', { name: 'Made by a bot', organizationId });
    expect(widget.status).toBe(201);
    expect((await withToken(token, 'GET', `/widgets/${widget.body.id}`)).body.createdBy).toBe(ownerId);

    // Other organizations of the same creator stay out of reach.
    const listed = await withToken(token, 'GET', '/organizations');
    expect(listed.body).toMatchObject({ total: 1, organizations: [expect.objectContaining({ id: organizationId })] });
    expect((await withToken(token, 'GET', `/organizations/${otherOrganizationId}`)).status).toBe(404);
    expect((await withToken(token, 'GET', `/organizations/${otherOrganizationId}/widgets`)).status).toBe(404);
    expect((await withToken(token, 'GET', `/widgets/${otherWidgetId}`)).status).toBe(404);
    expect((await withToken(token, 'POST', '/widgets', { name: 'Sneaky', organizationId: otherOrganizationId })).status).toBe(404);
    expect((await withToken(token, 'GET', `/organizations/${otherOrganizationId}/access_tokens`)).status).toBe(404);
    // A colleague from the other organization only is foreign to the token.
    const colleague = await studio.signUp();
    await addMember(studio, otherOrganizationId, colleague, 'member');
    const colleagueId = await userId(colleague);
    expect((await owner.request('GET', `/users/${colleagueId}`)).status).toBe(200);
    expect((await withToken(token, 'GET', `/users/${colleagueId}`)).status).toBe(403);
    // User-level calls are not the token's to make.
    const newOrganization = await withToken(token, 'POST', '/organizations', { name: 'By token' });
    expect(newOrganization.status).toBe(403);
    const newToken = await withToken(token, 'POST', `/organizations/${organizationId}/access_tokens`, { name: 'Child', expiresAt: inDays(3) });
    expect(newToken.status).toBe(403);
    expect(await withToken(token, 'PATCH', '/users/me', { name: 'Bot' })).toMatchObject({ status: 403, body: { error: 'token-scope' } });

    const used = (await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens[0];
    expect(used.lastUsedAt).not.toBeNull();

    expect((await owner.request('DELETE', `/access_tokens/${id}`)).status).toBe(204);
    const afterRevoke = await withToken(token, 'GET', `/organizations/${organizationId}`);
    expect(afterRevoke.status).toBe(401);
    expect(afterRevoke.body.error).toBe('unauthorized');
    expect((await owner.request('DELETE', `/access_tokens/${id}`)).status).toBe(404);
    expect((await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens).toEqual([]);
  });

  it('stops at expiry and is flagged expired in the list', async () => {
    const organizationId = await createOrganization(owner, 'Expiring');
    const { id, token } = await createToken(owner, organizationId);
    expect((await withToken(token, 'GET', `/organizations/${organizationId}`)).status).toBe(200);
    await studio.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.id, id));
    expect((await withToken(token, 'GET', `/organizations/${organizationId}`)).status).toBe(401);
    const list = await owner.request('GET', `/organizations/${organizationId}/access_tokens`);
    expect(list.body.accessTokens).toEqual([expect.objectContaining({ id, expired: true })]);
  });

  it('acts with the creator’s current role and stops when the creator leaves', async () => {
    const organizationId = await createOrganization(owner, 'Changing roles');
    const admin = await studio.signUp();
    await addMember(studio, organizationId, admin, 'admin');
    const adminId = await userId(admin);
    const { token } = await createToken(admin, organizationId);
    expect((await withToken(token, 'POST', '/widgets', { name: 'First', organizationId })).status).toBe(201);

    const demote = (role: 'guest') =>
      studio.database.db
        .update(memberships)
        .set({ role })
        .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, adminId)));
    await demote('guest');
    const asGuest = await withToken(token, 'PATCH', `/organizations/${organizationId}`, { name: 'Renamed' });
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.message).toContain('guest');

    await studio.database.db.delete(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, adminId)));
    expect((await withToken(token, 'GET', `/organizations/${organizationId}`)).status).toBe(401);
  });

  it('does not read its creator’s personal profile: /users/me answers 403 token-scope', async () => {
    const organizationId = await createOrganization(owner, 'Profile');
    const { token } = await createToken(owner, organizationId);
    const me = await withToken(token, 'GET', '/users/me');
    expect(me.status).toBe(403);
    expect(me.body).toMatchObject({ error: 'token-scope', message: expect.stringContaining('within its organization') });
    const text = JSON.stringify(me.body);
    const profile = (await owner.request('GET', '/users/me')).body;
    for (const secret of [profile.email, profile.chatToken, profile.subject]) expect(text).not.toContain(secret);
    // Its creator's public profile, as colleagues see it, stays readable: no chat token, no subject.
    const asColleague = await withToken(token, 'GET', `/users/${profile.id}`);
    expect(asColleague.status).toBe(200);
    expect(Object.keys(asColleague.body).sort()).toEqual(['avatar', 'bio', 'email', 'id', 'name']);
  });

  it('dies for good when its creator is kicked or leaves: coming back does not revive it', async () => {
    const organizationId = await createOrganization(owner, 'Comebacks');
    const ownerId = await userId(owner);
    const admin = await studio.signUp();
    const adminId = await userId(admin);
    await addMember(studio, organizationId, admin, 'admin');
    const kicked = await createToken(admin, organizationId, 'Before kick');
    expect((await withToken(kicked.token, 'GET', `/organizations/${organizationId}`)).status).toBe(200);

    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${adminId}`)).status).toBe(204);
    const [row] = await studio.database.db.select().from(accessTokens).where(eq(accessTokens.id, kicked.id));
    expect(row).toMatchObject({ revokedBy: ownerId, revokedAt: expect.any(Date) });
    // Invited again and accepted: the old token stays dead and out of the list.
    const invitation = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: admin.email, role: 'admin' });
    expect(invitation.status).toBe(201);
    expect((await admin.request('POST', `/invitations/${invitation.body.id}/accept`, null)).status).toBe(200);
    expect((await withToken(kicked.token, 'GET', `/organizations/${organizationId}`)).status).toBe(401);
    expect((await owner.request('GET', `/organizations/${organizationId}/access_tokens`)).body.accessTokens).toEqual([]);

    // Leaving works the same way.
    const left = await createToken(admin, organizationId, 'Before leaving');
    expect((await withToken(left.token, 'GET', `/organizations/${organizationId}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/organizations/${organizationId}/leave`)).status).toBe(204);
    await addMember(studio, organizationId, admin, 'admin');
    expect((await withToken(left.token, 'GET', `/organizations/${organizationId}`)).status).toBe(401);

    // Even a membership removed behind the API's back (no revocation written) does not come back to life.
    const direct = await createToken(admin, organizationId, 'Direct');
    await studio.database.db.delete(memberships).where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, adminId)));
    await addMember(studio, organizationId, admin, 'admin');
    expect((await withToken(direct.token, 'GET', `/organizations/${organizationId}`)).status).toBe(401);
  });

  it('records the last use again once the previous one is a minute old', async () => {
    const organizationId = await createOrganization(owner, 'Last used');
    const { id, token } = await createToken(owner, organizationId);
    const longAgo = new Date('2020-01-01T00:00:00.000Z');
    await studio.database.db.update(accessTokens).set({ lastUsedAt: longAgo }).where(eq(accessTokens.id, id));
    expect((await withToken(token, 'GET', `/organizations/${organizationId}`)).status).toBe(200);
    const [row] = await studio.database.db.select().from(accessTokens).where(eq(accessTokens.id, id));
    expect(row!.lastUsedAt!.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('answers 401 for an unknown token and leaves JWTs to the OIDC path', async () => {
    const unknown = await studio.request('GET', '/users/me', { authorization: 'Bearer wst_not-a-real-token' });
    expect(unknown.status).toBe(401);
    expect((await owner.request('GET', '/users/me')).status).toBe(200);
  });
});
