import type { Config } from '../config';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/FileStorage';
import type { ClusterBus } from '../cluster/ClusterBus';
import type { PublicationSignal } from '../runtime/publicationSignal';

/** What every resource module needs: the database and the configuration. */
export interface ApiContext {
  db: Db;
  config: Config;
  /** Where uploaded images are kept. */
  storage: FileStorage;
  /** Notices between the studio instances sharing the database (server/cluster). */
  cluster: ClusterBus;
  /** Publication changes, told to every instance's runtime caches (runtime/publicationSignal.ts). */
  publication: PublicationSignal;
}
