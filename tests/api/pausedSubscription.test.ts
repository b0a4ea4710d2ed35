// Read-only while paused (studio.md §4): the provider pauses the subscription through the signed
// webhook; every write to the organization's widget content answers 403 subscription-paused and
// changes nothing, reads and the owner's ways out keep working, and unpausing restores writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveNodesCommand } from '../../engine/model/commands/moveNodesCommand';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { createInitialFlow } from '../../engine/model/initialFlow';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { sendSubscriptionUpdate, subscribe } from './billingFixtures';
import { addMember, createOrganization, createWidget } from './fixtures';
import { makeImage, upload } from './uploads';

const PAUSED = { status: 403, body: { error: 'subscription-paused', message: 'The subscription is paused: unpause it to make changes' } };

describe('/api while the subscription is paused', () => {
  let studio: TestStudio;
  let owner: TestUser;
  let guest: TestUser;
  let organizationId: string;
  /** An active widget, published once (version 1), with one secret. */
  let active: string;
  /** An archived widget (could be unarchived or deleted). */
  let archived: string;
  let secretId: string;
  let fileId: string;
  let flow: FlowDocument;

  beforeAll(async () => {
    studio = await startTestStudio();
    [owner, guest] = await Promise.all([studio.signUp(), studio.signUp()]);
    organizationId = await createOrganization(owner, 'Paused Co');
    // The company plan holds several widgets.
    await subscribe(owner, organizationId, 'company', 'monthly');
    await addMember(studio, organizationId, guest, 'guest');
    active = await createWidget(owner, organizationId, 'Active');
    archived = await createWidget(owner, organizationId, 'Archived');
    expect((await owner.request('DELETE', `/widgets/${archived}/archive`)).status).toBe(200);
    const saved = await owner.request('PUT', `/widgets/${active}/flow`, { baseVersion: 1, flow: createInitialFlow() });
    expect(saved.status).toBe(200);
    flow = (await owner.request('GET', `/widgets/${active}/flow`)).body.flow;
    // Version 1, for the republish below.
    expect((await owner.request('PUT', `/widgets/${active}/publish`)).status).toBe(200);
    const secret = await owner.request('POST', `/widgets/${active}/secrets`, { name: 'api_key', value: 'sealed' });
    expect(secret.status).toBe(201);
    secretId = secret.body.id;
    const file = await uploadImage();
    expect(file.status).toBe(201);
    fileId = file.body.id;
  });

  afterAll(async () => {
    await studio?.close();
  });

  async function uploadImage(path = `/organizations/${organizationId}/files`) {
    return upload(studio, path, await makeImage(16, 16), { authorization: `Bearer ${owner.accessToken}` });
  }

  async function pause(): Promise<void> {
    expect((await sendSubscriptionUpdate(studio, organizationId, { status: 'paused' })).status).toBe(200);
    expect((await owner.request('GET', `/organizations/${organizationId}/subscription`)).body.status).toBe('paused');
  }

  /** Everything the blocked writes could change, read back through the API. */
  async function snapshot(): Promise<unknown> {
    const reads = await Promise.all([
      owner.request('GET', `/organizations/${organizationId}/widgets`),
      owner.request('GET', `/organizations/${organizationId}/widgets?archived=true`),
      owner.request('GET', `/widgets/${active}`),
      owner.request('GET', `/widgets/${active}/flow`),
      owner.request('GET', `/widgets/${archived}`),
      owner.request('GET', `/widgets/${active}/secrets`),
      owner.request('GET', `/organizations/${organizationId}/files`),
      owner.request('GET', `/files/${fileId}`),
    ]);
    for (const read of reads) expect(read.status, JSON.stringify(read.body)).toBe(200);
    return reads.map((read) => read.body);
  }

  /** The blocked writes, each as the owner (who holds every permission). */
  function blockedWrites(): Array<[string, () => ReturnType<TestUser['request']>]> {
    return [
      ['create widget', () => owner.request('POST', '/widgets', { name: 'New', organizationId })],
      ['rename widget', () => owner.request('PATCH', `/widgets/${active}`, { name: 'Renamed' })],
      ['replace flow', () => owner.request('PUT', `/widgets/${active}/flow`, { baseVersion: 2, flow: createInitialFlow() })],
      ['patch flow', () => owner.request('PATCH', `/widgets/${active}/flow`, { baseVersion: 2, patches: [moveNodesCommand(FlowModel.fromDocument(flow), [1], 40, 0)] })],
      ['publish', () => owner.request('PUT', `/widgets/${active}/publish`)],
      ['republish a version', () => owner.request('POST', `/widgets/${active}/versions/1/republish`)],
      ['archive', () => owner.request('DELETE', `/widgets/${active}/archive`)],
      ['unarchive', () => owner.request('PUT', `/widgets/${archived}/unarchive`)],
      ['delete widget', () => owner.request('DELETE', `/widgets/${archived}`)],
      ['create secret', () => owner.request('POST', `/widgets/${active}/secrets`, { name: 'other', value: 'v' })],
      ['delete secret', () => owner.request('DELETE', `/widgets/${active}/secrets/${secretId}`)],
      ['upload file', () => uploadImage()],
      ['delete organization file', () => owner.request('DELETE', `/organizations/${organizationId}/files/${fileId}`)],
      ['delete file by id', () => owner.request('DELETE', `/files/${fileId}`)],
    ];
  }

  it('refuses every write to widget content with 403 subscription-paused and changes nothing', async () => {
    await pause();
    const before = await snapshot();
    for (const [name, write] of blockedWrites()) {
      const answer = await write();
      expect({ name, status: answer.status, body: answer.body }).toMatchObject({ name, ...PAUSED });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('checks the permission first: a guest still gets 403 forbidden naming it', async () => {
    const answer = await guest.request('PATCH', `/widgets/${active}`, { name: 'Renamed' });
    expect(answer).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect(answer.body.message).toContain('Widgets:Edit');
  });

  it('keeps reads, billing, settings, tokens and own files working while paused', async () => {
    expect((await guest.request('GET', `/widgets/${active}/flow`)).status).toBe(200);
    const renamed = await owner.request('PATCH', `/organizations/${organizationId}`, { description: 'We are paused' });
    expect(renamed.status).toBe(200);
    const token = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, {
      name: 'Fixer',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(token.status).toBe(201);
    expect((await owner.request('GET', `/organizations/${organizationId}/subscription/update_payment_method_link`)).status).toBe(200);
    expect((await uploadImage('/files')).status).toBe(201);
  });

  it('unpause restores every write', async () => {
    const unpaused = await owner.request('PATCH', `/organizations/${organizationId}/subscription/unpause`, {});
    expect(unpaused.status).toBe(200);
    expect(unpaused.body.status).toBe('active');

    const widget = await owner.request('POST', '/widgets', { name: 'New', organizationId });
    expect(widget.status).toBe(201);
    expect((await owner.request('PATCH', `/widgets/${active}`, { name: 'Renamed' })).body.name).toBe('Renamed');
    const patched = await owner.request('PATCH', `/widgets/${active}/flow`, {
      baseVersion: 2,
      patches: [moveNodesCommand(FlowModel.fromDocument(flow), [1], 40, 0)],
    });
    expect(patched.body.version).toBe(3);
    expect((await owner.request('PUT', `/widgets/${active}/publish`)).status).toBe(200);
    expect((await owner.request('POST', `/widgets/${active}/versions/1/republish`)).status).toBe(201);
    expect((await owner.request('POST', `/widgets/${active}/secrets`, { name: 'other', value: 'v' })).status).toBe(201);
    expect((await owner.request('DELETE', `/widgets/${active}/secrets/${secretId}`)).status).toBe(204);
    expect((await owner.request('PUT', `/widgets/${archived}/unarchive`)).status).toBe(200);
    expect((await owner.request('DELETE', `/widgets/${widget.body.id}/archive`)).status).toBe(200);
    expect((await owner.request('DELETE', `/widgets/${widget.body.id}`)).status).toBe(204);
    expect((await uploadImage()).status).toBe(201);
    expect((await owner.request('DELETE', `/organizations/${organizationId}/files/${fileId}`)).status).toBe(204);
  });
});
