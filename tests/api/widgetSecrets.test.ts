import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../server/crypto/secretBox';
import { secretsKey } from '../../server/crypto/secretsKey';
import { organizations, widgetSecrets } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, createWidget, UNKNOWN_ID, userId } from './fixtures';

describe('/api/widgets/{id}/secrets', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let admin: TestUser;
  let member: TestUser;
  let guest: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    studio = await startTestStudio();
    [owner, admin, member, guest, stranger] = await Promise.all([studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp(), studio.signUp()]);
  });

  afterAll(async () => {
    await studio?.close();
  });

  /** A widget in a fresh organization where admin, member and guest hold their roles. */
  async function team(): Promise<{ organizationId: string; widgetId: string }> {
    const organizationId = await createOrganization(owner, 'Secret keepers');
    await addMember(studio, organizationId, admin, 'admin');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');
    return { organizationId, widgetId: await createWidget(owner, organizationId) };
  }

  const secret = (name: string, extra: Record<string, unknown> = {}) => ({ name, description: `About ${name}`, value: `value-of-${name}`, ...extra });

  it('creates a secret, lists it without its value, stores the value encrypted', async () => {
    const { organizationId, widgetId } = await team();
    const created = await member.request('POST', `/widgets/${widgetId}/secrets`, secret('api_key'));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toEqual({ id });

    const list = await guest.request('GET', `/widgets/${widgetId}/secrets`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      secrets: [
        {
          id,
          name: 'api_key',
          contextValueName: 'secret.api_key',
          description: 'About api_key',
          createdAt: expect.any(String),
          createdBy: await userId(member),
          lastUsedAt: null,
        },
      ],
    });
    expect(JSON.stringify(list.body)).not.toContain('value-of-api_key');

    const [row] = await studio.database.db.select().from(widgetSecrets).where(eq(widgetSecrets.id, id));
    expect(row!.sealedValue).not.toContain('value-of-api_key');
    expect(openSecret(await secretsKey(studio.config), row!.sealedValue, `${widgetId}/api_key`)).toBe('value-of-api_key');

    const organization = await owner.request('GET', `/organizations/${organizationId}`);
    expect(organization.body.usage.secrets).toBe(1);

    // the description is optional
    expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, { name: 'bare', value: 'v' })).status).toBe(201);
    const names = (await owner.request('GET', `/widgets/${widgetId}/secrets`)).body.secrets.map((s: { name: string; description: string }) => [s.name, s.description]);
    expect(names).toEqual([
      ['api_key', 'About api_key'],
      ['bare', ''],
    ]);
  });

  it('validates name, description and value (400 naming field and rule), and name uniqueness (409)', async () => {
    const { widgetId } = await team();
    for (const [body, field, rule] of [
      [secret('Upper'), 'name', 'invalid-name'],
      [secret('with-dash'), 'name', 'invalid-name'],
      [secret(''), 'name', 'empty-name'],
      [secret('n'.repeat(33)), 'name', 'too-long-name'],
      [{ description: 'x', value: 'v' }, 'name', 'required'],
      [secret('ok', { description: 'd'.repeat(1025) }), 'description', 'too-long-description'],
      [secret('ok', { value: '' }), 'value', 'empty-value'],
      [secret('ok', { value: 'v'.repeat(1025) }), 'value', 'too-long-value'],
      [{ name: 'ok', description: 'x' }, 'value', 'required'],
      [secret('ok', { extra: 1 }), 'extra', 'never'],
    ] as const) {
      const answer = await owner.request('POST', `/widgets/${widgetId}/secrets`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe('validation');
      expect(answer.body.issues, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ field, rule })]));
    }
    expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('n'.repeat(32)))).status).toBe(201);
    expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('token'))).status).toBe(201);
    const again = await admin.request('POST', `/widgets/${widgetId}/secrets`, secret('token', { value: 'other' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'secret-name-taken', issues: [{ field: 'name', rule: 'name-taken' }] });
    expect((await owner.request('GET', `/widgets/${widgetId}/secrets`)).body.secrets).toHaveLength(2);
  });

  it('the same name may be used by another widget', async () => {
    const organizationId = await createOrganization(owner, 'Two widgets');
    await studio.database.db.update(organizations).set({ planTemplate: 'company' }).where(eq(organizations.id, organizationId));
    const first = await createWidget(owner, organizationId, 'One');
    const second = await createWidget(owner, organizationId, 'Two');
    expect((await owner.request('POST', `/widgets/${first}/secrets`, secret('shared'))).status).toBe(201);
    expect((await owner.request('POST', `/widgets/${second}/secrets`, secret('shared'))).status).toBe(201);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.secrets).toBe(2);
    expect((await owner.request('POST', `/widgets/${second}/secrets`, secret('more'))).status).toBe(201);
    const list = await owner.request('GET', `/organizations/${organizationId}/widgets`);
    const counts = Object.fromEntries(list.body.widgets.map((w: { id: string; usage: { secrets: number } }) => [w.id, w.usage.secrets]));
    expect(counts).toEqual({ [first]: 1, [second]: 2 });
  });

  it('enforces the plan secret quota across the organization (403 plan-limit-secrets)', async () => {
    const { organizationId, widgetId } = await team();
    for (let index = 0; index < 5; index += 1) {
      expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, secret(`s${index}`))).status).toBe(201);
    }
    const over = await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('s5'));
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('plan-limit-secrets');
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body.usage.secrets).toBe(5);
    // deleting one frees its place
    const [first] = (await owner.request('GET', `/widgets/${widgetId}/secrets`)).body.secrets;
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/${first.id}`)).status).toBe(204);
    expect((await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('s5'))).status).toBe(201);
  });

  it('deletes with WidgetSecrets:Delete (owner, admin); member and guest get 403; guests cannot create', async () => {
    const { widgetId } = await team();
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c']) ids.push((await owner.request('POST', `/widgets/${widgetId}/secrets`, secret(name))).body.id);

    const guestCreate = await guest.request('POST', `/widgets/${widgetId}/secrets`, secret('g'));
    expect(guestCreate.status).toBe(403);
    expect(guestCreate.body.message).toContain('WidgetSecrets:Create');
    for (const user of [member, guest]) {
      const refused = await user.request('DELETE', `/widgets/${widgetId}/secrets/${ids[0]}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('WidgetSecrets:Delete');
    }
    expect((await admin.request('DELETE', `/widgets/${widgetId}/secrets/${ids[0]}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/${ids[1]}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/${ids[1]}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/not-a-uuid`)).status).toBe(404);
    expect((await owner.request('GET', `/widgets/${widgetId}/secrets`)).body.secrets.map((s: { id: string }) => s.id)).toEqual([ids[2]]);
  });

  it('hides secrets from non-members (404), also a secret id taken from another widget', async () => {
    const { widgetId } = await team();
    const id = (await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('hidden'))).body.id;
    expect((await stranger.request('GET', `/widgets/${widgetId}/secrets`)).status).toBe(404);
    expect((await stranger.request('POST', `/widgets/${widgetId}/secrets`, secret('x'))).status).toBe(404);
    expect((await stranger.request('DELETE', `/widgets/${widgetId}/secrets/${id}`)).status).toBe(404);
    expect((await owner.request('GET', `/widgets/${UNKNOWN_ID}/secrets`)).status).toBe(404);

    const strangerWidget = await createWidget(stranger, await createOrganization(stranger, 'Elsewhere'));
    const foreign = (await stranger.request('POST', `/widgets/${strangerWidget}/secrets`, secret('mine'))).body.id;
    expect((await owner.request('DELETE', `/widgets/${widgetId}/secrets/${foreign}`)).status).toBe(404);
    expect((await stranger.request('GET', `/widgets/${strangerWidget}/secrets`)).body.secrets).toHaveLength(1);
  });

  it('an archived widget keeps its secrets readable but refuses creating and deleting them (409)', async () => {
    const { widgetId } = await team();
    const id = (await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('kept'))).body.id;
    expect((await owner.request('DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
    const create = await owner.request('POST', `/widgets/${widgetId}/secrets`, secret('new'));
    expect(create.status).toBe(409);
    expect(create.body.error).toBe('widget-archived');
    const remove = await owner.request('DELETE', `/widgets/${widgetId}/secrets/${id}`);
    expect(remove.status).toBe(409);
    expect((await owner.request('GET', `/widgets/${widgetId}/secrets`)).body.secrets).toHaveLength(1);
  });
});
