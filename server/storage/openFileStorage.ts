// Picks the file storage the configuration names: S3 when S3_BUCKET is set, else DATA_DIR on disk.
import type { Config } from '../config';
import type { FileStorage } from './FileStorage';
import { LocalFileStorage } from './LocalFileStorage';
import { S3FileStorage } from './S3FileStorage';

export function openFileStorage(config: Pick<Config, 'dataDir' | 'storage'>): FileStorage {
  return config.storage.kind === 's3' ? S3FileStorage.fromConfig(config.storage) : new LocalFileStorage(config.dataDir);
}
