// Uploaded images: a user's own (POST /files: avatar, logo) and an organization's library
// (POST /organizations/{id}/files, within the plan's files quota), listing, reading and deleting.
// The bytes go to the file storage as WebP variants; the row counts against the quota.
import multipart from '@fastify/multipart';
import { and, count, desc, eq, isNull, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../../contracts/constants';
import {
  FILE_MAX_BYTES,
  fileListQuerySchema,
  IMAGE_RESOLUTIONS,
  USER_FILE_QUOTA_ERROR,
  USER_FILES_MAX,
  USER_FILES_MAX_BYTES,
  type FileList,
  type StudioFile,
} from '../../contracts/files';
import { PLANS } from '../../contracts/plans';
import type { Db } from '../db/database';
import { files, organizations, users, type FileRow } from '../db/schema';
import { ApiError, NotFoundError, PlanLimitError } from '../http/errors';
import { emptyBody, pathId, validBody, validQuery } from '../http/validate';
import { uploadKey, type FileStorage } from '../storage/FileStorage';
import { organizationAccess, requirePermission } from './access';
import type { ApiContext } from './context';
import { currentUser } from './currentUser';
import { deletableFile, readableFile } from './fileAccess';
import { readImageUpload, type CheckedUpload } from './fileUpload';
import { toStudioFile } from './fileView';
import { fileCount } from './organizationUsage';
import { pageWindow } from './paging';
import { requireWritableOrganization } from './subscriptionGate';

function variantKeys(fileId: string): string[] {
  return IMAGE_RESOLUTIONS.map((resolution) => uploadKey(fileId, resolution));
}

/** Writes the variants, then the row (in `insert`); removes the variants again if the row is not written. */
async function storeUpload(storage: FileStorage, fileId: string, upload: CheckedUpload, insert: () => Promise<FileRow>): Promise<FileRow> {
  for (const resolution of IMAGE_RESOLUTIONS) await storage.put(uploadKey(fileId, resolution), upload.variants[resolution], 'image/webp');
  try {
    return await insert();
  } catch (error) {
    await storage.delete(variantKeys(fileId)).catch(() => undefined);
    throw error;
  }
}

/** 403 user-file-quota when the user's own files, plus `incoming` bytes (0: just one more file), would pass the quota. */
async function requireUserFileRoom(db: Db, userId: string, incoming: number): Promise<void> {
  const [own] = await db
    .select({ files: count(), bytes: sum(files.size) })
    .from(files)
    .where(and(isNull(files.organizationId), eq(files.uploadedBy, userId)));
  const used = { files: own?.files ?? 0, bytes: Number(own?.bytes ?? 0) };
  if (used.files >= USER_FILES_MAX || used.bytes + incoming > USER_FILES_MAX_BYTES) {
    throw new ApiError(
      403,
      USER_FILE_QUOTA_ERROR,
      `Your own files are limited to ${USER_FILES_MAX} images and ${USER_FILES_MAX_BYTES / (1024 * 1024)} MB together; delete some first`,
    );
  }
}

/** Deletes the row and clears the logo and avatars that showed it, then the stored variants. */
async function deleteFile(db: Db, storage: FileStorage, file: FileRow): Promise<void> {
  await db.transaction(async (tx) => {
    // An organization's library is read-only while its subscription is paused; a user's own files are not.
    if (file.organizationId !== null) await requireWritableOrganization(tx, file.organizationId);
    await tx.update(organizations).set({ logo: null }).where(eq(organizations.logo, file.id));
    await tx.update(users).set({ avatar: null }).where(eq(users.avatar, file.id));
    await tx.delete(files).where(eq(files.id, file.id));
  });
  await storage.delete(variantKeys(file.id));
}

export async function registerFileRoutes(app: FastifyInstance, { db, storage }: ApiContext): Promise<void> {
  await app.register(multipart, { limits: { fileSize: FILE_MAX_BYTES, files: 1 } });

  app.post('/files', async (request, reply): Promise<StudioFile> => {
    const user = await currentUser(request, db);
    // Early answer before reading the body; the check under the user row lock below is what decides.
    await requireUserFileRoom(db, user.id, 0);
    const upload = await readImageUpload(request, db, user.id);
    const id = crypto.randomUUID();
    const row = await storeUpload(storage, id, upload, () =>
      db.transaction(async (tx) => {
        // The user row lock serializes a user's uploads, so parallel ones cannot pass the quota together.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await requireUserFileRoom(tx, user.id, upload.size);
        const [inserted] = await tx
          .insert(files)
          .values({ id, organizationId: null, uploadedBy: user.id, originalName: upload.originalName, size: upload.size, mime: upload.mime })
          .returning();
        return inserted!;
      }),
    );
    reply.status(201);
    return toStudioFile(row);
  });

  app.post('/organizations/:id/files', async (request, reply): Promise<StudioFile> => {
    const organizationId = pathId(request, 'Organization');
    const access = await organizationAccess(db, await currentUser(request, db), organizationId);
    requirePermission(access, 'Files:Create');
    // Before reading the body: a paused subscription stores nothing.
    await requireWritableOrganization(db, organizationId);
    const limit = PLANS[access.organization.planTemplate].quota.files;
    // Early answer before reading the body; the locked count below is what decides.
    if ((await fileCount(db, organizationId)) >= limit) throw new PlanLimitError('files', limit);
    const upload = await readImageUpload(request, db, organizationId);
    const id = crypto.randomUUID();
    const row = await storeUpload(storage, id, upload, () =>
      db.transaction(async (tx) => {
        // The organization row lock serializes uploads, so two at once cannot both pass the quota.
        const [organization] = await tx.select().from(organizations).where(eq(organizations.id, organizationId)).for('update');
        if (!organization) throw new NotFoundError('Organization');
        const planLimit = PLANS[organization.planTemplate].quota.files;
        if ((await fileCount(tx, organizationId)) >= planLimit) throw new PlanLimitError('files', planLimit);
        const [inserted] = await tx
          .insert(files)
          .values({ id, organizationId, uploadedBy: access.user.id, originalName: upload.originalName, size: upload.size, mime: upload.mime })
          .returning();
        return inserted!;
      }),
    );
    reply.status(201);
    return toStudioFile(row);
  });

  app.get('/organizations/:id/files', async (request): Promise<FileList> => {
    const organizationId = pathId(request, 'Organization');
    const query = validQuery(request, fileListQuerySchema);
    await organizationAccess(db, await currentUser(request, db), organizationId);
    const { limit, offset } = pageWindow(query.page, PAGE_SIZE.files);
    const [rows, [counted]] = await Promise.all([
      db.select().from(files).where(eq(files.organizationId, organizationId)).orderBy(desc(files.createdAt), desc(files.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(files).where(eq(files.organizationId, organizationId)),
    ]);
    return { files: rows.map(toStudioFile), total: counted?.total ?? 0 };
  });

  app.get('/files/:id', async (request): Promise<StudioFile> => {
    const file = await readableFile(db, await currentUser(request, db), pathId(request, 'File'));
    return toStudioFile(file);
  });

  app.delete('/files/:id', async (request, reply) => {
    const file = await deletableFile(db, await currentUser(request, db), pathId(request, 'File'));
    validBody(request, emptyBody);
    await deleteFile(db, storage, file);
    return reply.status(204).send();
  });

  app.delete('/organizations/:id/files/:fileId', async (request, reply) => {
    const organizationId = pathId(request, 'Organization');
    const fileId = pathId(request, 'File', 'fileId');
    validBody(request, emptyBody);
    const user = await currentUser(request, db);
    await organizationAccess(db, user, organizationId);
    const file = await deletableFile(db, user, fileId);
    if (file.organizationId !== organizationId) throw new NotFoundError('File');
    await deleteFile(db, storage, file);
    return reply.status(204).send();
  });
}
