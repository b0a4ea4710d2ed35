// Files in an S3-compatible bucket (AWS S3, MinIO, R2…). Keys are used as object keys as they are.
import { DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config';
import type { FileStorage, StoredObject } from './FileStorage';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** The client settings for a configuration: path-style addressing for a custom endpoint. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  };
}

/** S3 deletes at most 1000 keys per call. */
export function deleteBatches(keys: readonly string[], size = 1000): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += size) batches.push(keys.slice(start, start + size));
  return batches;
}

export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  static fromConfig(settings: S3Settings): S3FileStorage {
    return new S3FileStorage(new S3Client(s3ClientConfig(settings)), settings.bucket);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      const body = Buffer.from(await answer.Body.transformToByteArray());
      return { body, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const batch of deleteBatches(keys)) {
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
