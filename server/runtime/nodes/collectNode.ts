// collect (editor.md §3): stores a record in the node's partition with its fields' values after substitution,
// and the visitor's session, pageload and lead ids; record_id goes into the context when sync is on. The
// partition's record count (widget_record_counts) follows in the same transaction. Secrets never reach a
// record: flow saves refuse {{secret.…}} in a collect node, and the values are masked here all the same (a copy
// published before that rule was made still names them).
import { sql } from 'drizzle-orm';
import type { ContextValue, VisitorIds } from '../../../contracts/runtime';
import type { Db } from '../../db/database';
import { widgetRecordCounts, widgetRecords } from '../../db/schema';
import type { SecretMask } from './secretMask';
import type { Substitution } from './substitution';

interface CollectConfig {
  fields: { key: string; value: string }[];
  partition: string;
  sync: boolean;
}

export async function runCollect(
  tx: Db,
  config: CollectConfig,
  substitution: Substitution,
  mask: SecretMask,
  owner: { widgetId: string; organizationId: string },
  nodeId: number,
  visitor: VisitorIds,
  now: Date,
): Promise<{ recordId: string; values: Record<string, ContextValue> }> {
  const data: Record<string, ContextValue> = {};
  for (const field of config.fields) data[field.key] = mask.text(substitution.text(field.value));
  const [row] = await tx
    .insert(widgetRecords)
    .values({ ...owner, partition: config.partition, nodeId, data, ...visitor, createdAt: now })
    .returning({ id: widgetRecords.id });
  const counts = widgetRecordCounts;
  await tx
    .insert(counts)
    .values({ widgetId: owner.widgetId, partition: config.partition, records: 1 })
    .onConflictDoUpdate({ target: [counts.widgetId, counts.partition], set: { records: sql`${counts.records} + 1` } });
  return { recordId: row!.id, values: config.sync ? { record_id: row!.id } : {} };
}
