import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../../contracts/constants';
import type { FlowEventList } from '../../../../contracts/results';
import { useApiQuery } from '../../../api/useApiQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { Modal } from '../../../ui/Modal';
import { Pager } from '../../../ui/Pager';
import { Skeleton } from '../../../ui/Skeleton';
import { EventItem } from './EventItem';
import { resultsKeys, type EventTrace } from './resultsQuery';

const TITLES: Record<EventTrace['kind'], string> = { session_id: 'Session trace', pageload_id: 'Pageload trace', lead_id: 'Lead trace' };

/** Every event of one session, pageload or lead, oldest first, 20 per page. */
export function TraceModal({ widgetId, trace, onClose }: { widgetId: string; trace: EventTrace | null; onClose(): void }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [trace?.kind, trace?.id]);
  const { data } = useApiQuery<FlowEventList>(trace ? resultsKeys.trace(widgetId, trace, page) : null, { keepPreviousData: true });
  return (
    <Modal open={!!trace} title={trace ? TITLES[trace.kind] : ''} onClose={onClose} testId="trace-modal" className="modal--wide">
      {!data ? (
        <Skeleton height={120} />
      ) : data.events.length === 0 ? (
        <EmptyState title="No events" />
      ) : (
        <ol className="results-events">
          {data.events.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ol>
      )}
      {data ? <Pager page={page} pageSize={PAGE_SIZE.traceEvents} total={data.total} onPage={setPage} label="Trace pages" /> : null}
    </Modal>
  );
}
