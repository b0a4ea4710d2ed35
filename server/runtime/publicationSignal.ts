// Tells every studio instance's runtime caches that a widget's publication changed (publish, republish, archive,
// delete), so their next visitor request reads it again:
// - `announce`, inside the change's transaction: a notice on the cluster bus (server/cluster, LISTEN/NOTIFY) that
//   leaves when (and only if) the transaction commits, for every instance;
// - `committed`, after the commit: this instance's caches forget at once, so the visitor request that follows the
//   answer on this instance sees the change (the bus notice reaches this instance too, a moment later).
import type { ClusterBus } from '../cluster/ClusterBus';
import type { Db } from '../db/database';

export const PUBLICATION_TOPIC = 'publication';

type Listener = (widgetId: string) => void;

export class PublicationSignal {
  private readonly local = new Set<Listener>();

  constructor(private readonly cluster: ClusterBus) {}

  /** Within the change's transaction `tx`: every instance hears of it once it commits. */
  announce(widgetId: string, tx: Db): Promise<void> {
    return this.cluster.publish(PUBLICATION_TOPIC, { widgetId }, tx);
  }

  /** After the commit: this instance's listeners hear of it now. */
  committed(widgetId: string): void {
    for (const listener of this.local) listener(widgetId);
  }

  /** Calls `listener` for every change announced by any instance; resolves to the unsubscribe. */
  async listen(listener: Listener): Promise<() => void> {
    this.local.add(listener);
    const unsubscribe = await this.cluster.subscribe(PUBLICATION_TOPIC, (payload) => {
      const widgetId = (payload as { widgetId?: unknown } | null)?.widgetId;
      if (typeof widgetId === 'string') listener(widgetId);
    });
    return () => {
      this.local.delete(listener);
      unsubscribe();
    };
  }
}
