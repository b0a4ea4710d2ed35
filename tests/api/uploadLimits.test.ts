// Upload limits on every upload endpoint (POST /files, POST /organizations/{id}/files): oversize bodies,
// malformed multipart bodies, images whose header declares too many pixels, and the own-files quota.
// Each case checks that nothing was written: no file row, no stored variant.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, IMAGE_MAX_PIXELS, USER_FILES_MAX, USER_FILES_MAX_BYTES } from '../../contracts/files';
import { files } from '../../server/db/schema';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { createOrganization, userId } from './fixtures';
import { makeImage, pngDeclaring, postRaw, upload } from './uploads';

let studio: TestStudio;
let owner: TestUser;
let organizationId: string;

beforeAll(async () => {
  studio = await startTestStudio();
  owner = await studio.signUp();
  organizationId = await createOrganization(owner, 'Uploads');
});

afterAll(async () => {
  await studio?.close();
});

const bearer = (user: TestUser) => `Bearer ${user.accessToken}`;
const endpoints = () => ['/files', `/organizations/${organizationId}/files`];

/** Every stored variant under DATA_DIR/uploads (the test studio stores on disk). */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(studio.dataDir, 'uploads'), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function fileRows(): Promise<number> {
  return (await studio.database.db.select({ id: files.id }).from(files)).length;
}

async function expectNothingWritten(before: { rows: number; stored: number }): Promise<void> {
  expect(await fileRows()).toBe(before.rows);
  expect((await storedFiles()).length).toBe(before.stored);
}

async function snapshot(): Promise<{ rows: number; stored: number }> {
  return { rows: await fileRows(), stored: (await storedFiles()).length };
}

describe('upload limits', () => {
  it('answers 413 file-too-large to an 11 MB body on every upload endpoint and stores nothing', async () => {
    const before = await snapshot();
    // A valid image followed by padding: cut at 10 MB it would still decode, so a truncated read would be stored.
    const jpeg = await makeImage(64, 64, 'jpeg');
    const png = await makeImage(64, 64, 'png');
    const bodies = [jpeg, png].map((image) => Buffer.concat([image, Buffer.alloc(11 * 1024 * 1024 - image.length)]));
    const answers = await Promise.all(
      endpoints().flatMap((endpoint) =>
        [...bodies, ...bodies].map((bytes) => upload(studio, endpoint, bytes, { authorization: bearer(owner), filename: 'huge.jpg' })),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.body).toMatchObject({ error: 'file-too-large' });
    }
    // One byte over the limit is over it; exactly the limit is not refused for its size.
    const justOver = Buffer.concat([jpeg, Buffer.alloc(FILE_MAX_BYTES + 1 - jpeg.length)]);
    for (const endpoint of endpoints()) {
      expect((await upload(studio, endpoint, justOver, { authorization: bearer(owner) })).status).toBe(413);
    }
    await expectNothingWritten(before);
    const atLimit = Buffer.concat([jpeg, Buffer.alloc(FILE_MAX_BYTES - jpeg.length)]);
    expect((await upload(studio, '/files', atLimit, { authorization: bearer(owner) })).status).toBe(201);
  });

  it('answers 413 when the file data reaches the limit in one read and the rest arrives later (never a 10 MB file stored)', async () => {
    const before = await snapshot();
    const jpeg = await makeImage(64, 64, 'jpeg');
    for (const endpoint of endpoints()) {
      const boundary = 'CutAtTheLimit';
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      // Exactly FILE_MAX_BYTES of file data first (a valid JPEG, then zeros), then a megabyte more and the end.
      const first = Buffer.concat([head, jpeg, Buffer.alloc(FILE_MAX_BYTES - jpeg.length)]);
      const rest = Buffer.concat([Buffer.alloc(1024 * 1024), Buffer.from(`\r\n--${boundary}--\r\n`)]);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          sent += 1;
          if (sent === 1) controller.enqueue(first);
          else if (sent === 2) {
            // A slow client: the server reads the first part on its own before the rest arrives. This pause
            // shapes the input (where the server's reads end); nothing is timed or asserted about time.
            await new Promise((resolve) => setTimeout(resolve, 300));
            controller.enqueue(rest);
          } else controller.close();
        },
      });
      const response = await fetch(`${studio.url}/api${endpoint}`, {
        method: 'POST',
        headers: { authorization: bearer(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(response.status, endpoint).toBe(413);
      expect(await response.json()).toMatchObject({ error: 'file-too-large' });
    }
    await expectNothingWritten(before);
  });

  it('answers 400 malformed-multipart to bodies without a boundary, with another boundary or without the closing one', async () => {
    const before = await snapshot();
    const png = await makeImage(8, 8, 'png');
    const part = (boundary: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
      ]);
    const complete = (boundary: string) => Buffer.concat([part(boundary), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const cases = {
      noBoundary: { type: 'multipart/form-data', body: complete('AaB03x') },
      emptyBoundary: { type: 'multipart/form-data; boundary=', body: complete('AaB03x') },
      wrongBoundary: { type: 'multipart/form-data; boundary=AaB03x', body: complete('Other99') },
      noClosingBoundary: { type: 'multipart/form-data; boundary=AaB03x', body: part('AaB03x') },
      headersOnly: { type: 'multipart/form-data; boundary=AaB03x', body: Buffer.from('--AaB03x\r\nContent-Disposition: form-data; name="file"; filename="a.png"') },
      garbage: { type: 'multipart/form-data; boundary=AaB03x', body: Buffer.from('\u0000\u0001 not multipart at all') },
    };
    for (const endpoint of endpoints()) {
      for (const [name, { type, body }] of Object.entries(cases)) {
        const answer = await postRaw(studio, endpoint, body, type, bearer(owner));
        expect(answer.status, `${endpoint} ${name}`).toBe(400);
        expect(answer.body.error, `${endpoint} ${name}`).toBe('validation');
        expect(answer.body.issues, `${endpoint} ${name}`).toEqual([
          expect.objectContaining({ field: 'file', rule: expect.stringMatching(/^(malformed-multipart|required)$/) }),
        ]);
      }
      // Where the body really is broken (not just empty of parts), the rule says so.
      for (const name of ['noBoundary', 'noClosingBoundary', 'headersOnly'] as const) {
        const answer = await postRaw(studio, endpoint, cases[name].body, cases[name].type, bearer(owner));
        expect(answer.body.issues[0].rule, `${endpoint} ${name}`).toBe('malformed-multipart');
      }
    }
    await expectNothingWritten(before);
  });

  it('refuses an image whose header declares more than 25 megapixels, before decoding it', async () => {
    const before = await snapshot();
    expect(IMAGE_MAX_PIXELS).toBe(25_000_000);
    for (const endpoint of endpoints()) {
      for (const [width, height] of [
        [7071, 7071],
        [5001, 5000],
        [100_000, 300],
      ]) {
        const answer = await upload(studio, endpoint, await pngDeclaring(width!, height!), { authorization: bearer(owner) });
        expect(answer.status, `${width}×${height}`).toBe(400);
        expect(answer.body.issues).toEqual([expect.objectContaining({ field: 'file', rule: 'image-too-large', message: expect.stringContaining('25 megapixels') })]);
      }
    }
    await expectNothingWritten(before);
    // Declaring a size within the limit is fine by the header; this one then fails to decode (one pixel of data).
    const small = await upload(studio, '/files', await pngDeclaring(4000, 3000), { authorization: bearer(owner) });
    expect(small.status).toBe(400);
    expect(small.body.issues[0].rule).toBe('unreadable-image');
  });
});

describe('the own-files quota of POST /files', () => {
  async function fill(user: TestUser, rows: number, size: number): Promise<void> {
    const uploadedBy = await userId(user);
    await studio.database.db.insert(files).values(
      Array.from({ length: rows }, (_, index) => ({ organizationId: null, uploadedBy, originalName: `old-${index}.png`, size, mime: 'image/png' })),
    );
  }

  it(`allows ${USER_FILES_MAX} own files; the next is refused with 403 user-file-quota, also under concurrency`, async () => {
    const user = await studio.signUp();
    await fill(user, USER_FILES_MAX - 1, 1000);
    const image = await makeImage(16, 16);
    const answers = await Promise.all(Array.from({ length: 3 }, () => upload(studio, '/files', image, { authorization: bearer(user) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403]);
    const refused = answers.find((answer) => answer.status === 403)!;
    expect(refused.body).toMatchObject({ error: 'user-file-quota', message: expect.stringContaining(`${USER_FILES_MAX} images`) });
    const own = await studio.database.db
      .select({ id: files.id })
      .from(files)
      .where(and(isNull(files.organizationId), eq(files.uploadedBy, await userId(user))));
    expect(own).toHaveLength(USER_FILES_MAX);
    // The refused uploads left no variants behind: only the accepted one's two are stored for this user.
    const accepted = answers.find((answer) => answer.status === 201)!;
    const stored = await storedFiles();
    expect(stored.filter((file) => file.includes(accepted.body.id))).toHaveLength(2);
    // Deleting one makes room again.
    expect((await user.request('DELETE', `/files/${accepted.body.id}`)).status).toBe(204);
    expect((await upload(studio, '/files', image, { authorization: bearer(user) })).status).toBe(201);
  });

  it('counts bytes too: own files may hold 100 MB together', async () => {
    const user = await studio.signUp();
    await fill(user, 1, USER_FILES_MAX_BYTES - 100);
    const answer = await upload(studio, '/files', await makeImage(16, 16), { authorization: bearer(user) });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toBe('user-file-quota');
    // Organization uploads are the plan's business, not this quota's.
    const organization = await createOrganization(user, 'Own org');
    expect((await upload(studio, `/organizations/${organization}/files`, await makeImage(16, 16), { authorization: bearer(user) })).status).toBe(201);
  });
});
