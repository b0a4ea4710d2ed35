import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, UNKNOWN_ID, userId } from './fixtures';
import { makeImage, upload } from './uploads';

describe('/api/users', () => {
  let studio: TestStudio;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    alice = await studio.signUp({ email: 'alice@example.com', name: 'Alice Doe' });
    bob = await studio.signUp({ email: 'bob@example.com', name: 'Bob Roe' });
  });

  afterAll(async () => {
    await studio?.close();
  });

  it('answers 401 without a token and with a bad one', async () => {
    const missing = await studio.request('GET', '/users/me');
    expect(missing.status).toBe(401);
    expect(missing.body.error).toBe('unauthorized');
    const bad = await studio.request('GET', '/users/me', { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
    const forged = await studio.request('GET', '/organizations', { authorization: `Bearer ${alice.accessToken.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(401);
  });

  it('creates the user on the first /users/me and returns the same record afterwards', async () => {
    const first = await alice.request('GET', '/users/me');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ email: 'alice@example.com', name: 'Alice Doe', bio: '', avatar: null, tosAcceptedAt: null, ppAcceptedAt: null });
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.chatToken.length).toBeGreaterThan(20);
    expect(first.body.subject).toBeTruthy();
    const second = await alice.request('GET', '/users/me');
    expect(second.body).toEqual(first.body);
  });

  it('creates one record when the first calls arrive together', async () => {
    const carol = await studio.signUp();
    const answers = await Promise.all([1, 2, 3, 4].map(() => carol.request('GET', '/users/me')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
  });

  it('records terms and privacy acceptance', async () => {
    const before = Date.now();
    const accepted = await alice.request('PATCH', '/users/me', { tos: true, pp: true });
    expect(accepted.status).toBe(200);
    for (const field of ['tosAcceptedAt', 'ppAcceptedAt']) {
      const at = Date.parse(accepted.body[field]);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const reread = await alice.request('GET', '/users/me');
    expect(reread.body.tosAcceptedAt).toBe(accepted.body.tosAcceptedAt);
  });

  it('stamps only the document accepted: renewing the privacy policy leaves the terms acceptance as it was', async () => {
    const dora = await studio.signUp();
    const first = await dora.request('PATCH', '/users/me', { tos: true });
    expect(first.status).toBe(200);
    expect(first.body.ppAcceptedAt).toBeNull();
    const tosAcceptedAt = first.body.tosAcceptedAt;
    expect(tosAcceptedAt).not.toBeNull();
    // A later moment, so a second stamp would differ.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(tosAcceptedAt) + 5);
    const renewed = await dora.request('PATCH', '/users/me', { pp: true });
    expect(renewed.status).toBe(200);
    expect(renewed.body.tosAcceptedAt).toBe(tosAcceptedAt);
    expect(Date.parse(renewed.body.ppAcceptedAt)).toBeGreaterThan(Date.parse(tosAcceptedAt));
    expect((await dora.request('GET', '/users/me')).body.tosAcceptedAt).toBe(tosAcceptedAt);
  });

  it('updates the profile and refuses invalid fields without writing', async () => {
    const updated = await alice.request('PATCH', '/users/me', { name: 'Alice D.', bio: 'Builds widgets', avatar: null });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Alice D.', bio: 'Builds widgets' });

    const refused = await alice.request('PATCH', '/users/me', { name: 'x'.repeat(65), bio: 'changed' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('validation');
    expect(refused.body.issues).toContainEqual(expect.objectContaining({ field: 'name', rule: 'too-long-name' }));

    const withdrawn = await alice.request('PATCH', '/users/me', { tos: false });
    expect(withdrawn.status).toBe(400);
    expect(withdrawn.body.issues[0].field).toBe('tos');

    const unknownField = await alice.request('PATCH', '/users/me', { role: 'owner' });
    expect(unknownField.status).toBe(400);

    const reread = await alice.request('GET', '/users/me');
    expect(reread.body).toMatchObject({ name: 'Alice D.', bio: 'Builds widgets' });
  });

  it('sets the avatar to an uploaded file id (a uuid) or clears it, and refuses anything else', async () => {
    const uploaded = await upload(studio, '/files', await makeImage(64, 64), { authorization: `Bearer ${bob.accessToken}` });
    expect(uploaded.status).toBe(201);
    const fileId: string = uploaded.body.id;
    const set = await bob.request('PATCH', '/users/me', { name: 'Bob R.', bio: 'Line one\nline two', avatar: fileId });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ name: 'Bob R.', bio: 'Line one\nline two', avatar: fileId });
    for (const avatar of ['file-1', '', 42, UNKNOWN_ID]) {
      const refused = await bob.request('PATCH', '/users/me', { avatar });
      expect(refused.status, String(avatar)).toBe(400);
      expect(refused.body.issues).toEqual([expect.objectContaining({ field: 'avatar' })]);
    }
    expect((await bob.request('GET', '/users/me')).body.avatar).toBe(fileId);
    const cleared = await bob.request('PATCH', '/users/me', { avatar: null });
    expect(cleared.body.avatar).toBeNull();
    const restored = await bob.request('PATCH', '/users/me', { name: 'Bob Roe', bio: '' });
    expect(restored.body).toMatchObject({ name: 'Bob Roe', avatar: null });
  });

  it('shows another user only to someone who shares an organization with them', async () => {
    const bobId = await userId(bob);
    const stranger = await alice.request('GET', `/users/${bobId}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toBe('forbidden');

    const organizationId = await createOrganization(alice);
    await addMember(studio, organizationId, bob, 'guest');
    const colleague = await alice.request('GET', `/users/${bobId}`);
    expect(colleague.status).toBe(200);
    expect(colleague.body).toEqual({ id: bobId, name: 'Bob Roe', email: 'bob@example.com', avatar: null, bio: '' });
    expect(colleague.body.chatToken).toBeUndefined();
  });

  it('answers 404 for an unknown or malformed user id and 200 for oneself', async () => {
    expect((await alice.request('GET', `/users/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await alice.request('GET', '/users/not-a-uuid')).status).toBe(404);
    const self = await alice.request('GET', `/users/${await userId(alice)}`);
    expect(self.status).toBe(200);
    expect(self.body.email).toBe('alice@example.com');
  });
});
