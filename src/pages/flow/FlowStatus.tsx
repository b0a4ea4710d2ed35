import { Skeleton } from '../../ui/Skeleton';

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${count === 1 ? word : `${word}s`}`;

/** The status line under the canvas: node count · connection count · version (`published`: of a published version shown). */
export function FlowStatus({ counts, published = false }: { counts: { nodes: number; connections: number; version: number } | null; published?: boolean }) {
  return (
    <p className="flow-frame__status" data-testid="flow-status" aria-live="polite">
      {counts ? (
        <>
          {plural(counts.nodes, 'node')} · {plural(counts.connections, 'connection')} · {published ? 'published ' : ''}version {counts.version}
        </>
      ) : (
        <Skeleton width={200} height={12} />
      )}
    </p>
  );
}
