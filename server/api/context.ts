import type { Config } from '../config';
import type { Db } from '../db/database';

/** What every resource module needs: the database and the configuration. */
export interface ApiContext {
  db: Db;
  config: Config;
}
