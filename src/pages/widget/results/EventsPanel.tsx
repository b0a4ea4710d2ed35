import { useState } from 'react';
import { PAGE_SIZE } from '../../../../contracts/constants';
import { FLOW_EVENT_NAMES, OPERATION_EVENT_NAMES, type FlowEventList } from '../../../../contracts/results';
import { useApiQuery } from '../../../api/useApiQuery';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { Panel } from '../../../ui/Panel';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { EventItem } from './EventItem';
import { eventLabel } from './payloadDisplay';
import { eventNamesValue, filterChange, idFilter, pageChange, resultsKeys, type EventTrace, type ResultsQuery } from './resultsQuery';
import { TraceModal } from './TraceModal';
import { useDebouncedFilter } from './useDebouncedFilter';

interface EventsPanelProps {
  widgetId: string;
  query: ResultsQuery;
  setQuery(changes: Record<string, string | null>): void;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/** Flow events 20 per page, filtered by names (operations-only shortcut) and id, each traceable. */
export function EventsPanel({ widgetId, query, setQuery }: EventsPanelProps) {
  const eventId = idFilter(query.eventsId);
  const { data } = useApiQuery<FlowEventList>(resultsKeys.events(widgetId, { page: query.eventsPage, eventNames: query.eventsNames, id: eventId.id }), { keepPreviousData: true });
  const [id, setId] = useDebouncedFilter(query.eventsId, (value) => setQuery(filterChange('events_id', value)));
  const [trace, setTrace] = useState<EventTrace | null>(null);
  const setNames = (names: readonly string[]) => setQuery(filterChange('events_names', eventNamesValue(names)));
  const toggle = (name: string) => setNames(query.eventsNames.includes(name) ? query.eventsNames.filter((other) => other !== name) : [...query.eventsNames, name]);
  const operationsOnly = sameNames(query.eventsNames, OPERATION_EVENT_NAMES);

  return (
    <Panel title="Flow events" testId="results-events">
      <div className="results-filters">
        <fieldset className="results-names" data-testid="events-names">
          <legend className="field__label">Event names</legend>
          <button type="button" className="button button--secondary button--sm" aria-pressed={operationsOnly} onClick={() => setNames(operationsOnly ? [] : OPERATION_EVENT_NAMES)} data-testid="events-operations-only">
            Operations only
          </button>
          {FLOW_EVENT_NAMES.map((name) => (
            <label key={name} className="results-names__option">
              <input type="checkbox" checked={query.eventsNames.includes(name)} onChange={() => toggle(name)} data-testid={`events-name-${name}`} />
              {eventLabel(name)}
            </label>
          ))}
        </fieldset>
        <TextField label="Event id" value={id} onChange={setId} placeholder="Exact id" testId="events-id" error={eventId.error ?? undefined} />
      </div>
      {!data ? (
        <Skeleton height={120} />
      ) : data.events.length === 0 ? (
        <EmptyState title="No events" testId="events-empty">
          Events appear here when visitors use the published widget.
        </EmptyState>
      ) : (
        <ol className="results-events" data-testid="events-list">
          {data.events.map((event) => (
            <EventItem key={event.id} event={event} onTrace={setTrace} />
          ))}
        </ol>
      )}
      {data ? <Pager page={query.eventsPage} pageSize={PAGE_SIZE.events} total={data.total} onPage={(page) => setQuery(pageChange('events_page', page))} label="Events pages" /> : null}
      <TraceModal widgetId={widgetId} trace={trace} onClose={() => setTrace(null)} />
    </Panel>
  );
}
