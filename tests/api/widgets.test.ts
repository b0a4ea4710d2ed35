import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';

describe('/api/widgets', () => {
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

  /** An organization on the Company plan (10 widgets), set in the database until billing exists. */
  async function companyOrganization(name: string): Promise<string> {
    const id = await createOrganization(owner, name);
    await studio.database.db.update(organizations).set({ planTemplate: 'company' }).where(eq(organizations.id, id));
    return id;
  }

  it('creates a widget with its initial flow and reads it back', async () => {
    const organizationId = await createOrganization(owner, 'Widgets Inc');
    const id = await createWidget(owner, organizationId, 'Newsletter');
    const ownerId = await userId(owner);
    const read = await owner.request('GET', `/widgets/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id,
      name: 'Newsletter',
      description: '',
      organizationId,
      createdBy: ownerId,
      updatedBy: ownerId,
      publishedAt: null,
      publishedBy: null,
      archived: false,
      archivedAt: null,
      canPublish: true,
    });
    const flow = await owner.request('GET', `/widgets/${id}/flow`);
    expect(flow.body).toMatchObject({ widgetId: id, version: 1, updatedBy: ownerId });
    expect(flow.body.flow.nodes).toEqual([expect.objectContaining({ id: 1, type: 'entrypoint' })]);
  });

  it('enforces the Free plan widget quota', async () => {
    const organizationId = await createOrganization(owner, 'Free tier');
    await createWidget(owner, organizationId, 'First');
    const second = await owner.request('POST', '/widgets', { name: 'Second', organizationId });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe('plan-limit-widgets');
    const list = await owner.request('GET', `/organizations/${organizationId}/widgets`);
    expect(list.body.total).toBe(1);
  });

  it('keeps the quota when two creations arrive together', async () => {
    const organizationId = await createOrganization(owner, 'Race');
    const answers = await Promise.all(['A', 'B', 'C'].map((name) => owner.request('POST', '/widgets', { name, organizationId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.widgets).toBe(1);
  });

  it('refuses invalid payloads without writing', async () => {
    const organizationId = await createOrganization(owner, 'Strict');
    for (const [body, field, rule] of [
      [{ name: '', organizationId }, 'name', 'empty-name'],
      [{ name: 'n'.repeat(65), organizationId }, 'name', 'too-long-name'],
      [{ name: 'Fine', organizationId: 'nope' }, 'organizationId', 'invalid-id'],
      [{ name: 'Fine' }, 'organizationId', 'required'],
    ] as const) {
      const answer = await owner.request('POST', '/widgets', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.issues).toContainEqual(expect.objectContaining({ field, rule }));
    }
    expect((await owner.request('GET', `/organizations/${organizationId}/widgets`)).body.total).toBe(0);
    expect((await owner.request('POST', '/widgets', { name: 'Fine', organizationId: UNKNOWN_ID })).status).toBe(404);
  });

  it('lists widgets ten per page with the archived filter', async () => {
    const organizationId = await companyOrganization('Lister');
    const ids: string[] = [];
    for (let index = 1; index <= 10; index += 1) ids.push(await createWidget(owner, organizationId, `W${index}`));
    expect((await owner.request('POST', '/widgets', { name: 'Eleventh', organizationId })).body.error).toBe('plan-limit-widgets');
    expect((await owner.request('DELETE', `/widgets/${ids[0]}/archive`)).status).toBe(200);
    expect((await owner.request('DELETE', `/widgets/${ids[1]}/archive`)).status).toBe(200);

    const active = await owner.request('GET', `/organizations/${organizationId}/widgets`);
    expect(active.status).toBe(200);
    expect(active.body.total).toBe(8);
    expect(active.body.widgets.map((widget: { name: string }) => widget.name)).toEqual(['W10', 'W9', 'W8', 'W7', 'W6', 'W5', 'W4', 'W3']);
    expect(active.body.widgets[0]).toMatchObject({ archived: false, canPublish: true, archivedAt: null, publishedAt: null, usage: { secrets: 0, viewsToday: 0 } });

    const archived = await owner.request('GET', `/organizations/${organizationId}/widgets?archived=true`);
    expect(archived.body.total).toBe(2);
    expect(archived.body.widgets.map((widget: { id: string }) => widget.id)).toEqual([ids[1], ids[0]]);
    expect(archived.body.widgets[0]).toMatchObject({ archived: true, canPublish: false });

    const explicit = await owner.request('GET', `/organizations/${organizationId}/widgets?archived=false&page=1`);
    expect(explicit.body.total).toBe(8);
    const emptyPage = await owner.request('GET', `/organizations/${organizationId}/widgets?page=2`);
    expect(emptyPage.body).toEqual({ widgets: [], total: 8 });
    expect((await owner.request('GET', `/organizations/${organizationId}/widgets?archived=yes`)).status).toBe(400);
  });

  it('edits a widget and keeps archived widgets read-only', async () => {
    const organizationId = await companyOrganization('Editor');
    const id = await createWidget(owner, organizationId, 'Draft');
    const edited = await owner.request('PATCH', `/widgets/${id}`, { name: 'Final', description: 'Collects leads' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Final', description: 'Collects leads' });
    const invalid = await owner.request('PATCH', `/widgets/${id}`, { name: 'Changed', description: 'd'.repeat(2049) });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([expect.objectContaining({ field: 'description', rule: 'too-long-description' })]);

    expect((await owner.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    const locked = await owner.request('PATCH', `/widgets/${id}`, { name: 'While archived' });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe('widget-archived');
    expect((await owner.request('GET', `/widgets/${id}`)).body).toMatchObject({ name: 'Final', description: 'Collects leads', archived: true });
  });

  it('publishes, archives, unarchives and deletes', async () => {
    const organizationId = await companyOrganization('Lifecycle');
    const id = await createWidget(owner, organizationId, 'Cycle');
    const ownerId = await userId(owner);

    const published = await owner.request('PUT', `/widgets/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ publishedBy: ownerId, canPublish: false });
    expect(published.body.publishedAt).toEqual(expect.any(String));
    const again = await owner.request('PUT', `/widgets/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('nothing-to-publish');

    expect((await owner.request('DELETE', `/widgets/${id}`)).body.error).toBe('widget-not-archived');
    const archived = await owner.request('DELETE', `/widgets/${id}/archive`);
    expect(archived.body).toMatchObject({ archived: true, archivedBy: ownerId, publishedAt: null, canPublish: false });
    expect((await owner.request('PUT', `/widgets/${id}/publish`)).body.error).toBe('widget-archived');

    const unarchived = await owner.request('PUT', `/widgets/${id}/unarchive`);
    expect(unarchived.body).toMatchObject({ archived: false, archivedAt: null, publishedAt: null, canPublish: true });
    expect((await owner.request('PUT', `/widgets/${id}/unarchive`)).body.error).toBe('widget-not-archived');

    await owner.request('DELETE', `/widgets/${id}/archive`);
    expect((await owner.request('DELETE', `/widgets/${id}`)).status).toBe(204);
    expect((await owner.request('GET', `/widgets/${id}`)).status).toBe(404);
    expect((await owner.request('GET', `/widgets/${id}/flow`)).status).toBe(404);
  });

  it('applies the role permissions', async () => {
    const organizationId = await companyOrganization('Team');
    const id = await createWidget(owner, organizationId, 'Shared');
    const guest = await studio.signUp();
    const member = await studio.signUp();
    await addMember(studio, organizationId, guest, 'guest');
    await addMember(studio, organizationId, member, 'member');

    expect((await guest.request('GET', `/widgets/${id}`)).status).toBe(200);
    const guestEdit = await guest.request('PATCH', `/widgets/${id}`, { name: 'Guest edit' });
    expect(guestEdit.status).toBe(403);
    expect(guestEdit.body.message).toContain('Widgets:Edit');
    expect((await guest.request('POST', '/widgets', { name: 'Guest widget', organizationId })).status).toBe(403);

    expect((await member.request('PATCH', `/widgets/${id}`, { name: 'Member edit' })).status).toBe(200);
    expect((await member.request('DELETE', `/widgets/${id}/archive`)).status).toBe(200);
    const memberDelete = await member.request('DELETE', `/widgets/${id}`);
    expect(memberDelete.status).toBe(403);
    expect(memberDelete.body.message).toContain('Widgets:Delete');
    expect((await owner.request('GET', `/widgets/${id}`)).body).toMatchObject({ name: 'Member edit', archived: true });
  });

  it('hides widgets from non-members with 404', async () => {
    const organizationId = await createOrganization(owner, 'Hidden');
    const id = await createWidget(owner, organizationId, 'Secret sauce');
    for (const [method, path, body] of [
      ['GET', `/widgets/${id}`, undefined],
      ['PATCH', `/widgets/${id}`, { name: 'Mine now' }],
      ['PUT', `/widgets/${id}/publish`, undefined],
      ['DELETE', `/widgets/${id}/archive`, undefined],
      ['GET', `/widgets/${id}/flow`, undefined],
    ] as const) {
      const answer = await stranger.request(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
    }
    expect((await owner.request('GET', `/widgets/${id}`)).body).toMatchObject({ name: 'Secret sauce', archived: false, publishedAt: null });
    expect((await owner.request('GET', '/widgets/not-an-id')).status).toBe(404);
  });
});
