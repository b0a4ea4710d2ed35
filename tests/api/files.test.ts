import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES } from '../../contracts/files';
import { PLANS } from '../../contracts/plans';
import { files } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { addMember, createOrganization, UNKNOWN_ID, userId } from './fixtures';
import { fetchRaw, makeImage, upload } from './uploads';

describe('/api files and /uploads', () => {
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

  const bearer = (user: TestUser) => `Bearer ${user.accessToken}`;
  const uploadTo = async (user: TestUser, organizationId: string, bytes: Uint8Array | null, filename = 'image.png') =>
    upload(studio, `/organizations/${organizationId}/files`, bytes, { authorization: bearer(user), filename });
  const usedFiles = async (organizationId: string) => (await owner.request('GET', `/organizations/${organizationId}`)).body.usage.files as number;

  it('uploads a PNG and a JPEG, checks them by content and serves their WebP variants', async () => {
    const organizationId = await createOrganization(owner, 'Images Inc');
    const png = await makeImage(640, 320, 'png');
    const created = await uploadTo(owner, organizationId, png, 'banner.png');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId,
      originalName: 'banner.png',
      size: png.length,
      mime: 'image/png',
      createdBy: await userId(owner),
      links: { thumbnail: `/uploads/${created.body.id}/thumbnail.webp`, original: `/uploads/${created.body.id}/original.webp` },
    });

    const thumbnail = await fetchRaw(studio, created.body.links.thumbnail);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toContain('public');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 256, height: 128 });
    const original = await fetchRaw(studio, `/uploads/${created.body.id}/original.webp`);
    expect(await sharp(original.bytes).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });

    // Named .png but a JPEG inside: the content decides.
    const jpeg = await uploadTo(owner, organizationId, await makeImage(100, 80, 'jpeg'), 'photo.png');
    expect(jpeg.status).toBe(201);
    expect(jpeg.body.mime).toBe('image/jpeg');
    const small = await fetchRaw(studio, jpeg.body.links.thumbnail);
    expect(await sharp(small.bytes).metadata()).toMatchObject({ format: 'webp', width: 100, height: 80 });

    const avif = await uploadTo(owner, organizationId, await makeImage(40, 40, 'avif'), 'pic.avif');
    expect(avif.status).toBe(201);
    expect(avif.body.mime).toBe('image/avif');

    // An iPhone-style HEIC (HEVC-coded, made with libheif's heif-enc): decoded, not refused.
    const heic = await uploadTo(owner, organizationId, await readFile(new URL('../fixtures/blue-64x48.heic', import.meta.url)), 'IMG_0001.HEIC');
    expect(heic.status).toBe(201);
    expect(heic.body.mime).toBe('image/heic');
    const heicOriginal = await sharp((await fetchRaw(studio, heic.body.links.original)).bytes).raw().toBuffer({ resolveWithObject: true });
    expect(heicOriginal.info).toMatchObject({ width: 64, height: 48 });
    const [red, green, blue] = heicOriginal.data;
    expect([red, green, blue].map((channel) => Math.round(channel! / 16))).toEqual([2, 8, 13]);

    const read = await owner.request('GET', `/files/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    expect(await usedFiles(organizationId)).toBe(4);
  });

  it('refuses what is not an accepted image, naming the rule, without writing', async () => {
    const organizationId = await createOrganization(owner, 'Picky');
    const answers = {
      text: await uploadTo(owner, organizationId, Buffer.from('just some text, not an image'), 'notes.png'),
      gif: await uploadTo(owner, organizationId, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif'),
      broken: await uploadTo(owner, organizationId, Buffer.concat([(await makeImage(50, 50)).subarray(0, 40), Buffer.alloc(200)]), 'cut.png'),
      brokenHeic: await uploadTo(owner, organizationId, (await readFile(new URL('../fixtures/blue-64x48.heic', import.meta.url))).subarray(0, 300), 'cut.heic'),
      empty: await uploadTo(owner, organizationId, Buffer.alloc(0), 'empty.png'),
      missing: await uploadTo(owner, organizationId, null),
      wrongField: await upload(studio, `/organizations/${organizationId}/files`, await makeImage(10, 10), { authorization: bearer(owner), field: 'image' }),
      json: await owner.request('POST', `/organizations/${organizationId}/files`, { file: 'data:image/png;base64,AAAA' }),
    };
    const expected: Record<keyof typeof answers, string> = {
      text: 'unsupported-file-type',
      gif: 'unsupported-file-type',
      broken: 'unreadable-image',
      brokenHeic: 'unreadable-image',
      empty: 'empty-file',
      missing: 'required',
      wrongField: 'required',
      json: 'multipart-required',
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBe(400);
      expect(answer.body.issues, name).toEqual([expect.objectContaining({ field: 'file', rule: expected[name as keyof typeof answers] })]);
    }
    const tooBig = Buffer.concat([await makeImage(10, 10), Buffer.alloc(FILE_MAX_BYTES)]);
    const big = await uploadTo(owner, organizationId, tooBig, 'huge.png');
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('file-too-large');
    expect(await usedFiles(organizationId)).toBe(0);
    expect((await owner.request('GET', `/organizations/${organizationId}/files`)).body).toEqual({ files: [], total: 0 });
  });

  it('lists ten per page, newest first', async () => {
    const organizationId = await createOrganization(owner, 'Library');
    const ids: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const created = await uploadTo(owner, organizationId, await makeImage(8 + index, 8), `image-${index}.png`);
      ids.push(created.body.id);
    }
    const first = await owner.request('GET', `/organizations/${organizationId}/files`);
    expect(first.body.total).toBe(11);
    expect(first.body.files.map((file: { id: string }) => file.id)).toEqual(ids.slice(1).reverse());
    const second = await owner.request('GET', `/organizations/${organizationId}/files?page=2`);
    expect(second.body.files.map((file: { id: string }) => file.id)).toEqual([ids[0]]);
    const bad = await owner.request('GET', `/organizations/${organizationId}/files?page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual(expect.objectContaining({ field: 'page' }));
  });

  it('enforces the plan’s files quota with plan-limit-files', async () => {
    const organizationId = await createOrganization(owner, 'Full shelf');
    const ownerId = await userId(owner);
    const limit = PLANS.free.quota.files;
    await studio.database.db.insert(files).values(
      Array.from({ length: limit }, (_, index) => ({ organizationId, uploadedBy: ownerId, originalName: `f${index}.png`, size: 1, mime: 'image/png' })),
    );
    const refused = await uploadTo(owner, organizationId, await makeImage(10, 10));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('plan-limit-files');
    expect(await usedFiles(organizationId)).toBe(limit);

    const [one] = await studio.database.db.select().from(files).where(eq(files.organizationId, organizationId)).limit(1);
    expect((await owner.request('DELETE', `/files/${one!.id}`)).status).toBe(204);
    expect((await uploadTo(owner, organizationId, await makeImage(10, 10))).status).toBe(201);
    expect(await usedFiles(organizationId)).toBe(limit);
  });

  it('lets members upload and delete; guests only read', async () => {
    const organizationId = await createOrganization(owner, 'Team files');
    const admin = await studio.signUp();
    const member = await studio.signUp();
    const guest = await studio.signUp();
    await addMember(studio, organizationId, admin, 'admin');
    await addMember(studio, organizationId, member, 'member');
    await addMember(studio, organizationId, guest, 'guest');

    const byGuest = await uploadTo(guest, organizationId, await makeImage(10, 10));
    expect(byGuest.status).toBe(403);
    expect(byGuest.body).toMatchObject({ error: 'forbidden', message: expect.stringContaining('Files:Create') });
    const byMember = await uploadTo(member, organizationId, await makeImage(10, 10));
    expect(byMember.status).toBe(201);
    const byAdmin = await uploadTo(admin, organizationId, await makeImage(10, 10));
    expect(byAdmin.status).toBe(201);

    expect((await guest.request('GET', `/organizations/${organizationId}/files`)).body.total).toBe(2);
    expect((await guest.request('GET', `/files/${byMember.body.id}`)).status).toBe(200);
    const guestDelete = await guest.request('DELETE', `/files/${byMember.body.id}`);
    expect(guestDelete.status).toBe(403);
    expect(guestDelete.body.message).toContain('Files:Create');
    expect((await guest.request('DELETE', `/organizations/${organizationId}/files/${byMember.body.id}`)).status).toBe(403);
    expect((await member.request('DELETE', `/organizations/${organizationId}/files/${byAdmin.body.id}`)).status).toBe(204);
    expect((await admin.request('DELETE', `/files/${byMember.body.id}`)).status).toBe(204);
    expect((await owner.request('GET', `/organizations/${organizationId}/files`)).body.total).toBe(0);
  });

  it('hides other organizations’ files with 404', async () => {
    const organizationId = await createOrganization(owner, 'Secret images');
    const otherOrganizationId = await createOrganization(owner, 'Other images');
    const created = await uploadTo(owner, organizationId, await makeImage(10, 10));
    expect((await uploadTo(stranger, organizationId, await makeImage(10, 10))).status).toBe(404);
    expect((await stranger.request('GET', `/organizations/${organizationId}/files`)).status).toBe(404);
    expect((await stranger.request('GET', `/files/${created.body.id}`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/files/${created.body.id}`)).status).toBe(404);
    expect((await stranger.request('DELETE', `/organizations/${organizationId}/files/${created.body.id}`)).status).toBe(404);
    // The right file under the wrong organization is not found either.
    expect((await owner.request('DELETE', `/organizations/${otherOrganizationId}/files/${created.body.id}`)).status).toBe(404);
    expect((await owner.request('GET', `/files/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await owner.request('GET', '/files/nope')).status).toBe(404);
    expect((await owner.request('GET', `/files/${created.body.id}`)).status).toBe(200);
  });

  it('deletes a file with its variants and clears the logo that showed it', async () => {
    const organizationId = await createOrganization(owner, 'Rebrand');
    const created = await uploadTo(owner, organizationId, await makeImage(30, 30));
    expect((await owner.request('PATCH', `/organizations/${organizationId}`, { logo: created.body.id })).body.logo).toBe(created.body.id);
    expect((await fetchRaw(studio, created.body.links.thumbnail)).status).toBe(200);
    expect((await owner.request('DELETE', `/files/${created.body.id}`)).status).toBe(204);
    expect((await fetchRaw(studio, created.body.links.thumbnail)).status).toBe(404);
    expect((await fetchRaw(studio, created.body.links.original)).status).toBe(404);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body).toMatchObject({ logo: null, usage: { files: 0 } });
    expect((await owner.request('DELETE', `/files/${created.body.id}`)).status).toBe(404);
  });

  it('keeps a user’s own files for avatar and logo, and refuses files that are not theirs', async () => {
    const mine = await upload(studio, '/files', await makeImage(120, 120, 'webp'), { authorization: bearer(owner), filename: 'me.webp' });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ organizationId: null, mime: 'image/webp', createdBy: await userId(owner) });
    expect((await fetchRaw(studio, mine.body.links.thumbnail)).status).toBe(200);
    expect((await stranger.request('GET', `/files/${mine.body.id}`)).status).toBe(404);

    const avatar = await owner.request('PATCH', '/users/me', { avatar: mine.body.id });
    expect(avatar.status).toBe(200);
    expect(avatar.body.avatar).toBe(mine.body.id);
    const organizationId = await createOrganization(owner, 'Logo from my files');
    expect((await owner.request('PATCH', `/organizations/${organizationId}`, { logo: mine.body.id })).status).toBe(200);

    const otherOrganizationId = await createOrganization(owner, 'Another shelf');
    const foreign = await uploadTo(owner, otherOrganizationId, await makeImage(10, 10));
    for (const logo of [foreign.body.id, UNKNOWN_ID, 'file-1']) {
      const refused = await owner.request('PATCH', `/organizations/${organizationId}`, { name: 'Never', logo });
      expect(refused.status, logo).toBe(400);
      expect(refused.body.issues).toEqual([expect.objectContaining({ field: 'logo', rule: 'unknown-file' })]);
    }
    for (const value of [mine.body.id, foreign.body.id, UNKNOWN_ID]) {
      const refused = await stranger.request('PATCH', '/users/me', { name: 'Never', avatar: value });
      expect(refused.status, value).toBe(400);
      expect(refused.body.issues).toEqual([expect.objectContaining({ field: 'avatar', rule: 'unknown-file' })]);
    }
    const malformed = await stranger.request('PATCH', '/users/me', { avatar: 'file-1' });
    expect(malformed.body.issues).toEqual([expect.objectContaining({ field: 'avatar', rule: 'invalid-id' })]);
    expect((await owner.request('GET', `/organizations/${organizationId}`)).body).toMatchObject({ name: 'Logo from my files', logo: mine.body.id });
    expect((await stranger.request('GET', '/users/me')).body.avatar).toBeNull();

    expect((await stranger.request('DELETE', `/files/${mine.body.id}`)).status).toBe(404);
    expect((await owner.request('DELETE', `/files/${mine.body.id}`)).status).toBe(204);
    expect((await owner.request('GET', '/users/me')).body.avatar).toBeNull();
  });

  it('lets an access token upload to its organization only', async () => {
    const organizationId = await createOrganization(owner, 'Bot uploads');
    const otherOrganizationId = await createOrganization(owner, 'Not the bot’s');
    const created = await owner.request('POST', `/organizations/${organizationId}/access_tokens`, {
      name: 'uploader',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const authorization = `Bearer ${created.body.token}`;
    expect((await upload(studio, `/organizations/${organizationId}/files`, await makeImage(10, 10), { authorization })).status).toBe(201);
    expect((await upload(studio, `/organizations/${otherOrganizationId}/files`, await makeImage(10, 10), { authorization })).status).toBe(404);
    expect((await upload(studio, '/files', await makeImage(10, 10), { authorization })).status).toBe(403);
  });

  it('answers 404 for uploads that do not exist', async () => {
    expect((await fetchRaw(studio, `/uploads/${UNKNOWN_ID}/thumbnail.webp`)).status).toBe(404);
    const organizationId = await createOrganization(owner, 'Variants');
    const created = await uploadTo(owner, organizationId, await makeImage(10, 10));
    expect((await fetchRaw(studio, `/uploads/${created.body.id}/large.webp`)).status).toBe(404);
    expect((await fetchRaw(studio, `/uploads/${created.body.id}/thumbnail.png`)).status).toBe(404);
    expect((await fetchRaw(studio, '/uploads/..%2f..%2fetc%2fpasswd/original.webp')).status).toBe(404);
    expect((await fetchRaw(studio, '/uploads/not-an-id/original.webp')).status).toBe(404);
  });
});
