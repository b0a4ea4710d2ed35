// Who may see and delete a file, and which files may serve as a logo or an avatar. An organization
// file belongs to its organization (members read it; Files:Create deletes it); a user's own file
// (organization null) belongs to its uploader alone. Others get 404.
import { and, eq, isNull, or } from 'drizzle-orm';
import { isUuid } from '../../contracts/rules';
import { tokenOrganization } from '../auth/accessTokenScope';
import type { Db } from '../db/database';
import { files, type FileRow, type UserRow } from '../db/schema';
import { NotFoundError, ValidationError } from '../http/errors';
import { organizationAccess, requirePermission } from './access';

/** The file if the caller may see it; 404 otherwise. */
export async function readableFile(db: Db, user: UserRow, fileId: string): Promise<FileRow> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  if (!file) throw new NotFoundError('File');
  if (file.organizationId === null) {
    if (file.uploadedBy !== user.id || tokenOrganization(user) !== null) throw new NotFoundError('File');
    return file;
  }
  await organizationAccess(db, user, file.organizationId).catch(() => {
    throw new NotFoundError('File');
  });
  return file;
}

/** The file if the caller may delete it: 404 when unseen, 403 without Files:Create. */
export async function deletableFile(db: Db, user: UserRow, fileId: string): Promise<FileRow> {
  const file = await readableFile(db, user, fileId);
  if (file.organizationId !== null) requirePermission(await organizationAccess(db, user, file.organizationId), 'Files:Create');
  return file;
}

function unknownFile(field: string, whose: string): ValidationError {
  return new ValidationError([{ field, rule: 'unknown-file', message: `must be the id of an uploaded image of ${whose}` }]);
}

/**
 * A logo must be an image of that organization, or one the caller uploaded as their own file
 * (POST /files). Null clears it; the current value is accepted unchanged.
 */
export async function requireLogoFile(db: Db, user: UserRow, organizationId: string, logo: string | null | undefined, current: string | null): Promise<void> {
  if (logo === undefined || logo === null || logo === current) return;
  if (!isUuid(logo)) throw unknownFile('logo', 'this organization');
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, logo), or(eq(files.organizationId, organizationId), and(isNull(files.organizationId), eq(files.uploadedBy, user.id)))));
  if (!file) throw unknownFile('logo', 'this organization');
}

/** An avatar must be an image the user uploaded as their own file (POST /files). Null clears it. */
export async function requireAvatarFile(db: Db, user: UserRow, avatar: string | null | undefined): Promise<void> {
  if (avatar === undefined || avatar === null || avatar === user.avatar) return;
  if (!isUuid(avatar)) throw unknownFile('avatar', 'yours');
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, avatar), isNull(files.organizationId), eq(files.uploadedBy, user.id)));
  if (!file) throw unknownFile('avatar', 'yours');
}
