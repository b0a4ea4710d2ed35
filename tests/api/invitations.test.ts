import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organizations, users } from '../../server/db/schema';
import { startSmtpSink, type SmtpSink } from '../harness/smtpSink';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, UNKNOWN_ID, userId } from './fixtures';
import { invite, mailText, mailTo, outbox } from './teamFixtures';

let counter = 0;
/** A fresh address nobody has used in this suite. */
function newEmail(label = 'invitee'): string {
  counter += 1;
  return `${label}${counter}-${Date.now().toString(36)}@example.com`;
}

describe('/api invitations', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let ownerId: string;
  let stranger: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    owner = await studio.signUp({ name: 'Olive Owner' });
    ownerId = await userId(owner);
    stranger = await studio.signUp({ name: 'Stan Stranger' });
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** An organization on the Team plan (7 users), so quota does not get in the way. */
  async function teamPlanOrganization(name: string): Promise<string> {
    const organizationId = await createOrganization(owner, name);
    await studio.database.db.update(organizations).set({ planTemplate: 'team' }).where(eq(organizations.id, organizationId));
    return organizationId;
  }

  async function pendingCount(organizationId: string): Promise<number> {
    return (await studio.database.db.select().from(invitations).where(eq(invitations.organizationId, organizationId))).length;
  }

  it('invites an email (stored lower-cased, guest by default), lists it and mails the invitations page', async () => {
    const organizationId = await createOrganization(owner, 'Acme Inc');
    const email = newEmail('Mixed.Case');
    const created = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), email: email.toLowerCase(), role: 'guest', createdAt: expect.any(String), createdBy: ownerId });

    const listed = await owner.request('GET', `/organizations/${organizationId}/invitations`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([created.body]);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.users).toBe(2);

    const mails = await mailTo(studio, email.toLowerCase());
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(/^Subject: Olive Owner invited you to Acme Inc on Widget Studio\r$/m);
    expect(mail).toMatch(/^From: Widget Studio <no-reply@127\.0\.0\.1>\r$/m);
    const text = mailText(mail);
    expect(text).toContain('Olive Owner');
    expect(text).toContain('as a guest');
    expect(text).toContain(`${studio.url}/invitations`);
  });

  it('lets the invitee, signed in with that email in any case, see and accept the invitation', async () => {
    const organizationId = await teamPlanOrganization('Joinable');
    await studio.database.db.update(organizations).set({ logo: '3f1c2a9e-8b7d-4c6e-9f00-112233445566' }).where(eq(organizations.id, organizationId));
    const email = newEmail('joiner');
    const invitationId = await invite(owner, organizationId, email, 'member');
    const invitee = await studio.signUp({ email, name: 'Ivy Invitee' });
    // The embedded provider lower-cases emails; an external one may not: the match ignores case.
    const inviteeId = await userId(invitee);
    await studio.database.db.update(users).set({ email: email.toUpperCase() }).where(eq(users.id, inviteeId));

    const mine = await invitee.request('GET', '/invitations');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      {
        id: invitationId,
        role: 'member',
        createdAt: expect.any(String),
        organizationId,
        organizationName: 'Joinable',
        organizationLogo: '3f1c2a9e-8b7d-4c6e-9f00-112233445566',
      },
    ]);
    expect((await stranger.request('GET', '/invitations')).body).toEqual([]);
    expect((await stranger.request('POST', `/invitations/${invitationId}/accept`)).status).toBe(404);
    expect((await invitee.request('GET', `/organizations/${organizationId}`)).status).toBe(404);

    const withPayload = await invitee.request('POST', `/invitations/${invitationId}/accept`, { role: 'owner' });
    expect(withPayload.status).toBe(400);
    expect(await pendingCount(organizationId)).toBe(1);

    const accepted = await invitee.request('POST', `/invitations/${invitationId}/accept`, null);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ organizationId, role: 'member' });

    expect((await invitee.request('GET', `/organizations/${organizationId}`)).body).toMatchObject({ name: 'Joinable', role: 'member' });
    const members = (await owner.request('GET', `/organizations/${organizationId}/users`)).body;
    expect(members).toContainEqual(expect.objectContaining({ id: inviteeId, role: 'member', name: 'Ivy Invitee', invitedBy: ownerId }));
    expect((await invitee.request('GET', '/invitations')).body).toEqual([]);
    expect((await owner.request('GET', `/organizations/${organizationId}/invitations`)).body).toEqual([]);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.users).toBe(2);
    expect((await invitee.request('POST', `/invitations/${invitationId}/accept`)).status).toBe(404);
  });

  it('lets the invitee decline; nobody else can', async () => {
    const organizationId = await teamPlanOrganization('Declinable');
    const email = newEmail('decliner');
    const invitationId = await invite(owner, organizationId, email, 'admin');
    const invitee = await studio.signUp({ email });

    expect((await stranger.request('DELETE', `/invitations/${invitationId}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/invitations/${invitationId}`)).status).toBe(404);
    expect(await pendingCount(organizationId)).toBe(1);

    const declined = await invitee.request('DELETE', `/invitations/${invitationId}`);
    expect(declined.status).toBe(204);
    expect(await pendingCount(organizationId)).toBe(0);
    expect((await invitee.request('GET', '/invitations')).body).toEqual([]);
    expect((await invitee.request('GET', `/organizations/${organizationId}`)).status).toBe(404);
    expect((await invitee.request('DELETE', `/invitations/${invitationId}`)).status).toBe(404);
    expect((await invitee.request('POST', `/invitations/${invitationId}/accept`)).status).toBe(404);
    expect((await invitee.request('DELETE', `/invitations/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await invitee.request('DELETE', '/invitations/nope')).status).toBe(404);
  });

  it('refuses invalid emails and roles with the field and rule, writing and mailing nothing', async () => {
    const organizationId = await teamPlanOrganization('Validated');
    const mailsBefore = (await outbox(studio)).length;
    for (const [body, field, rule] of [
      [{ email: 'not-an-email' }, 'email', 'invalid-email'],
      [{ email: 'a@b' }, 'email', 'invalid-email'],
      [{ email: ' spaced@example.com' }, 'email', 'invalid-email'],
      [{ email: 'two@@example.com' }, 'email', 'invalid-email'],
      [{ email: `${'x'.repeat(250)}@example.com` }, 'email', 'invalid-email'],
      [{ email: '' }, 'email', 'invalid-email'],
      [{ email: 42 }, 'email', 'string'],
      [{}, 'email', 'required'],
      [{ email: 'ok@example.com', role: 'owner' }, 'role', 'invalid-role'],
      [{ email: 'ok@example.com', role: 'superuser' }, 'role', 'invalid-role'],
      [{ email: 'ok@example.com', note: 'hi' }, 'note', 'never'],
    ] as const) {
      const answer = await owner.request('POST', `/organizations/${organizationId}/invitations`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation', issues: [expect.objectContaining({ field, rule })] });
    }
    expect(await pendingCount(organizationId)).toBe(0);
    expect((await outbox(studio)).length).toBe(mailsBefore);
  });

  it('refuses a second pending invitation for the same email and inviting a member', async () => {
    const organizationId = await teamPlanOrganization('No duplicates');
    const email = newEmail('twice');
    await invite(owner, organizationId, email);
    const again = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: email.toUpperCase(), role: 'admin' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already-invited');

    const colleague = await studio.signUp({ email: newEmail('colleague') });
    await addMember(studio, organizationId, colleague, 'member');
    for (const address of [colleague.email, colleague.email.toUpperCase(), owner.email]) {
      const answer = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: address });
      expect(answer.status, address).toBe(409);
      expect(answer.body.error).toBe('already-member');
    }
    expect(await pendingCount(organizationId)).toBe(1);
    expect(await mailTo(studio, email)).toHaveLength(1);
  });

  it('counts members and pending invitations against the plan’s users quota', async () => {
    // Free plan: 2 users. The owner and one pending invitation fill it.
    const organizationId = await createOrganization(owner, 'Small team');
    const firstEmail = newEmail('first');
    const first = await invite(owner, organizationId, firstEmail);
    const organization = (await owner.request('GET', `/organizations/${organizationId}`)).body;
    expect(organization.usage.users).toBe(organization.plan.quota.users);

    const blockedEmail = newEmail('blocked');
    const blocked = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: blockedEmail });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ error: 'plan-limit-users', message: expect.stringContaining('2 users') });
    expect(await mailTo(studio, blockedEmail)).toEqual([]);

    // Accepting keeps the seat taken; revoking frees it.
    const firstUser = await studio.signUp({ email: firstEmail });
    expect((await firstUser.request('POST', `/invitations/${first}/accept`)).status).toBe(200);
    expect((await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: blockedEmail })).status).toBe(403);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/users/${await userId(firstUser)}`)).status).toBe(204);
    await invite(owner, organizationId, blockedEmail);
    expect(await pendingCount(organizationId)).toBe(1);

    // A bigger plan makes room.
    await studio.database.db.update(organizations).set({ planTemplate: 'team' }).where(eq(organizations.id, organizationId));
    await invite(owner, organizationId, newEmail('after-upgrade'));
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.users).toBe(3);
  });

  it('gives the last seat to one of several invitations sent at once, and accepts an invitation once', async () => {
    const organizationId = await createOrganization(owner, 'Last seat');
    const emails = [newEmail('race'), newEmail('race'), newEmail('race')];
    const answers = await Promise.all(emails.map((email) => owner.request('POST', `/organizations/${organizationId}/invitations`, { email })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    expect(await pendingCount(organizationId)).toBe(1);

    const winner = emails[answers.findIndex((answer) => answer.status === 201)]!;
    const invitationId = answers.find((answer) => answer.status === 201)!.body.id as string;
    const invitee = await studio.signUp({ email: winner });
    const accepts = await Promise.all([1, 2].map(() => invitee.request('POST', `/invitations/${invitationId}/accept`)));
    expect(accepts.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await owner.request('GET', `/organizations/${organizationId}/users`)).body).toHaveLength(2);
  });

  it('lets owners and admins invite and revoke; members and guests get 403', async () => {
    const organizationId = await teamPlanOrganization('Permissions');
    const admin = await studio.signUp();
    const member = await studio.signUp();
    const guest = await studio.signUp();
    await addMember(studio, organizationId, admin, 'admin');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');

    const byAdmin = await admin.request('POST', `/organizations/${organizationId}/invitations`, { email: newEmail('by-admin'), role: 'admin' });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body).toMatchObject({ role: 'admin', createdBy: await userId(admin) });
    const invitationId = byAdmin.body.id as string;

    for (const caller of [member, guest]) {
      const invited = await caller.request('POST', `/organizations/${organizationId}/invitations`, { email: newEmail('nope') });
      expect(invited.status).toBe(403);
      expect(invited.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Organizations:InviteUser') });
      const revoked = await caller.request('DELETE', `/organizations/${organizationId}/invitations/${invitationId}`);
      expect(revoked.status).toBe(403);
      expect(revoked.body.message).toContain('Organizations:RevokeInvitation');
      // Every member reads the pending invitations.
      expect((await caller.request('GET', `/organizations/${organizationId}/invitations`)).body).toHaveLength(1);
    }
    expect(await pendingCount(organizationId)).toBe(1);

    expect((await admin.request('DELETE', `/organizations/${organizationId}/invitations/${invitationId}`)).status).toBe(204);
    expect(await pendingCount(organizationId)).toBe(0);
    expect((await admin.request('DELETE', `/organizations/${organizationId}/invitations/${invitationId}`)).status).toBe(404);
    const ownerRevokes = await invite(owner, organizationId, newEmail('revoked'));
    expect((await owner.request('DELETE', `/organizations/${organizationId}/invitations/${ownerRevokes}`)).status).toBe(204);
  });

  it('hides a foreign organization’s invitations with 404', async () => {
    const organizationId = await teamPlanOrganization('Private invitations');
    const invitationId = await invite(owner, organizationId, newEmail('private'));
    for (const [method, path, body] of [
      ['GET', `/organizations/${organizationId}/invitations`, undefined],
      ['POST', `/organizations/${organizationId}/invitations`, { email: newEmail('intruder') }],
      ['DELETE', `/organizations/${organizationId}/invitations/${invitationId}`, undefined],
    ] as const) {
      const answer = await stranger.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    // Through an organization the caller owns, another organization's invitation does not exist.
    const own = await createOrganization(stranger, 'Stranger’s');
    expect((await stranger.request('DELETE', `/organizations/${own}/invitations/${invitationId}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/invitations/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await owner.request('GET', `/organizations/${UNKNOWN_ID}/invitations`)).status).toBe(404);
    expect(await pendingCount(organizationId)).toBe(1);
  });

  it('refuses to accept when the invitee already joined, and leaves the invitation to decline', async () => {
    const organizationId = await teamPlanOrganization('Joined already');
    const email = newEmail('early');
    const invitationId = await invite(owner, organizationId, email);
    const invitee = await studio.signUp({ email });
    await addMember(studio, organizationId, invitee, 'member');
    const accepted = await invitee.request('POST', `/invitations/${invitationId}/accept`);
    expect(accepted.status).toBe(409);
    expect(accepted.body.error).toBe('already-member');
    expect((await invitee.request('GET', `/organizations/${organizationId}`)).body.role).toBe('member');
    expect((await invitee.request('DELETE', `/invitations/${invitationId}`)).status).toBe(204);
    expect((await invitee.request('POST', `/invitations/${invitationId}/accept`)).status).toBe(404);
  });
});

describe('/api invitations with SMTP_URL', () => {
  let sink: SmtpSink;
  let studio: TestStudio;
  let owner: TestUser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    studio = await startTestStudio({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Studio <studio@mail.test>' });
    owner = await studio.signUp({ name: 'Sam Sender' });
  });

  afterAll(async () => {
    await studio?.close();
    await sink?.close();
  });

  it('sends the invitation through the SMTP server, and keeps nothing when it cannot', async () => {
    const organizationId = await createOrganization(owner, 'Mailed');
    await studio.database.db.update(organizations).set({ planTemplate: 'team' }).where(eq(organizations.id, organizationId));
    await invite(owner, organizationId, 'Wire@Example.com', 'member');
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]).toMatchObject({ from: 'studio@mail.test', to: ['wire@example.com'] });
    expect(sink.received[0]!.data).toMatch(/^Subject: Sam Sender invited you to Mailed on Widget Studio\r$/m);
    expect(await outbox(studio)).toEqual([]);

    await sink.close();
    const failed = await owner.request('POST', `/organizations/${organizationId}/invitations`, { email: 'unreachable@example.com' });
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('invitation-mail-failed');
    const pending = (await owner.request('GET', `/organizations/${organizationId}/invitations`)).body;
    expect(pending.map((invitation: { email: string }) => invitation.email)).toEqual(['wire@example.com']);
  });
});
