// Where the bytes of uploaded images live. Keys are slash-separated paths (see uploadKey); the
// local implementation maps them under a folder, the S3 one uses them as object keys.
import type { ImageResolution } from '../../contracts/files';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the keys; keys that hold nothing are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Resolves when the storage can be reached and written (readiness); rejects with the cause otherwise. */
  probe(): Promise<void>;
}

/** The key of one variant of an uploaded image: `uploads/{fileId}/{resolution}.webp`. */
export function uploadKey(fileId: string, resolution: ImageResolution): string {
  return `uploads/${fileId}/${resolution}.webp`;
}
