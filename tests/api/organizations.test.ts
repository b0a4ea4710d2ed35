import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contracts/permissions';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';
import { makeImage, upload } from './uploads';

describe('/api/organizations', () => {
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

  it('creates an organization owned by the caller on the Free plan', async () => {
    const before = Date.now();
    const id = await createOrganization(owner, 'Acme Corp');
    const ownerId = await userId(owner);
    const read = await owner.request('GET', `/organizations/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      name: 'Acme Corp',
      description: '',
      logo: null,
      ownerId,
      createdBy: ownerId,
      updatedBy: ownerId,
      role: 'owner',
      plan: { template: 'free', name: 'Free', billed: 'monthly', paid: false, quota: { widgets: 1, users: 2, operations: 100 } },
      usage: { widgets: 0, users: 1, secrets: 0, files: 0, operationsThisQuotaPeriod: 0, operationsToday: 0 },
    });
    const periodEnd = Date.parse(read.body.quotaPeriod.end);
    expect(periodEnd - before).toBeGreaterThan(27 * 86_400_000);
    expect(periodEnd - before).toBeLessThan(32 * 86_400_000);
  });

  it('refuses an invalid name with the field and rule, and writes nothing', async () => {
    const before = (await owner.request('GET', '/organizations')).body.total;
    for (const [body, rule] of [
      [{ name: '' }, 'empty-name'],
      [{ name: '   ' }, 'empty-name'],
      [{ name: 'x'.repeat(65) }, 'too-long-name'],
      [{}, 'required'],
      [{ name: 42 }, 'string'],
    ] as const) {
      const answer = await owner.request('POST', '/organizations', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'validation', issues: [expect.objectContaining({ field: 'name', rule })] });
    }
    expect((await owner.request('GET', '/organizations')).body.total).toBe(before);
  });

  it('lists only the caller’s organizations, newest first, ten per page', async () => {
    const lister = await studio.signUp();
    const ids: string[] = [];
    for (let index = 1; index <= 12; index += 1) ids.push(await createOrganization(lister, `Org ${index}`));
    await createOrganization(stranger, 'Not yours');

    const first = await lister.request('GET', '/organizations');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(12);
    expect(first.body.organizations.map((organization: { name: string }) => organization.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Org ${12 - index}`),
    );
    const second = await lister.request('GET', '/organizations?page=2');
    expect(second.body.organizations.map((organization: { id: string }) => organization.id)).toEqual([ids[1], ids[0]]);
    expect(second.body.total).toBe(12);
    expect((await lister.request('GET', '/organizations?page=3')).body.organizations).toEqual([]);
  });

  it('refuses a bad page query', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1.5', 'other=1']) {
      const answer = await owner.request('GET', `/organizations?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error).toBe('validation');
    }
  });

  it('counts widgets and members in the usage', async () => {
    const id = await createOrganization(owner, 'Counted');
    await createWidget(owner, id);
    await addMember(studio, id, stranger, 'member');
    const read = await owner.request('GET', `/organizations/${id}`);
    expect(read.body.usage).toMatchObject({ widgets: 1, users: 2 });
  });

  it('edits name, description and logo, and refuses invalid values without writing', async () => {
    const id = await createOrganization(owner, 'Before');
    const ownerId = await userId(owner);
    const logo = await upload(studio, `/organizations/${id}/files`, await makeImage(64, 64), { authorization: `Bearer ${owner.accessToken}` });
    expect(logo.status).toBe(201);
    const edited = await owner.request('PATCH', `/organizations/${id}`, { name: 'After', description: 'We build things', logo: logo.body.id });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'After', description: 'We build things', logo: logo.body.id, updatedBy: ownerId });

    const refused = await owner.request('PATCH', `/organizations/${id}`, { name: 'Changed', description: 'd'.repeat(2049) });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([expect.objectContaining({ field: 'description', rule: 'too-long-description' })]);
    const cleared = await owner.request('PATCH', `/organizations/${id}`, { logo: null });
    expect(cleared.body.logo).toBeNull();
    const read = await owner.request('GET', `/organizations/${id}`);
    expect(read.body).toMatchObject({ name: 'After', description: 'We build things', logo: null });
  });

  it('lists the caller’s permissions by role', async () => {
    const id = await createOrganization(owner, 'Roles');
    const guest = await studio.signUp();
    const member = await studio.signUp();
    await addMember(studio, id, guest, 'guest');
    await addMember(studio, id, member, 'member');

    expect((await owner.request('GET', `/organizations/${id}/permissions`)).body).toEqual([...PERMISSIONS]);
    expect((await guest.request('GET', `/organizations/${id}/permissions`)).body).toEqual([]);
    const memberPermissions = (await member.request('GET', `/organizations/${id}/permissions`)).body;
    expect(memberPermissions).toContain('Widgets:Create');
    expect(memberPermissions).not.toContain('Organizations:Edit');

    const guestEdit = await guest.request('PATCH', `/organizations/${id}`, { name: 'Guest was here' });
    expect(guestEdit.status).toBe(403);
    expect(guestEdit.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Organizations:Edit') });
    expect((await guest.request('GET', `/organizations/${id}`)).body).toMatchObject({ name: 'Roles', role: 'guest' });
  });

  it('hides an organization from a non-member with 404', async () => {
    const id = await createOrganization(owner, 'Private');
    for (const [method, path, body] of [
      ['GET', `/organizations/${id}`, undefined],
      ['PATCH', `/organizations/${id}`, { name: 'Taken over' }],
      ['GET', `/organizations/${id}/permissions`, undefined],
      ['GET', `/organizations/${id}/widgets`, undefined],
      ['POST', '/widgets', { name: 'Intruder', organizationId: id }],
    ] as const) {
      const answer = await stranger.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.request('GET', `/organizations/${id}`)).body.name).toBe('Private');
    expect((await owner.request('GET', `/organizations/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await owner.request('GET', '/organizations/123')).status).toBe(404);
  });
});
