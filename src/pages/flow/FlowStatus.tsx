import { Skeleton } from '../../ui/Skeleton';
import { pluralCount } from '../../format/numbers';

/** The status line under the canvas: node count · connection count · version (`published`: of a published version shown). */
export function FlowStatus({ counts, published = false }: { counts: { nodes: number; connections: number; version: number } | null; published?: boolean }) {
  return (
    <p className="flow-frame__status" data-testid="flow-status" aria-live="polite">
      {counts ? (
        <>
          {pluralCount(counts.nodes, 'node')} · {pluralCount(counts.connections, 'connection')} · {published ? 'published ' : ''}version {counts.version}
        </>
      ) : (
        <Skeleton width={200} height={12} />
      )}
    </p>
  );
}
