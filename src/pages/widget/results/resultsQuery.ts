// The results page's query parameters (studio.md §2.15) as plain state: parsing, the changes a filter or a
// page makes (a filter change resets its own page to 1), and the API paths they map to.
import { FLOW_EVENT_NAMES, type StatsPeriod } from '../../../../contracts/results';
import { isUuid } from '../../../../contracts/rules';
import { parsePage } from '../../../routing/pageParam';
import { parseStatsPeriod } from '../resultsFormat';

export interface ResultsQuery {
  statsPeriod: StatsPeriod;
  recordsPage: number;
  recordsSearch: string;
  recordsPartition: string;
  recordsId: string;
  eventsPage: number;
  eventsNames: string[];
  eventsId: string;
}

export type ResultsFilter = 'records_search' | 'records_partition' | 'records_id' | 'events_names' | 'events_id';

const PAGE_OF_FILTER: Record<ResultsFilter, 'records_page' | 'events_page'> = {
  records_search: 'records_page',
  records_partition: 'records_page',
  records_id: 'records_page',
  events_names: 'events_page',
  events_id: 'events_page',
};

export function parseResultsQuery(params: URLSearchParams, statsMaxDays: number): ResultsQuery {
  return {
    statsPeriod: parseStatsPeriod(params.get('stats_period'), statsMaxDays),
    recordsPage: parsePage(params.get('records_page')),
    recordsSearch: (params.get('records_search') ?? '').slice(0, TEXT_FILTER_MAX),
    recordsPartition: (params.get('records_partition') ?? '').slice(0, TEXT_FILTER_MAX),
    recordsId: params.get('records_id') ?? '',
    eventsPage: parsePage(params.get('events_page')),
    eventsNames: parseEventNames(params.get('events_names')),
    eventsId: params.get('events_id') ?? '',
  };
}

/**
 * Comma-separated names, trimmed; unknown names (the API would answer 400), empties and repeats dropped; sorted, so
 * one filter has one URL and one cache key whatever order the boxes were ticked in (studio.md §7: sorted).
 */
export function parseEventNames(value: string | null): string[] {
  if (!value) return [];
  const known = new Set<string>(FLOW_EVENT_NAMES);
  return sortedNames(value.split(',').map((name) => name.trim()).filter((name) => known.has(name)));
}

function sortedNames(names: Iterable<string>): string[] {
  return [...new Set(names)].sort();
}

/** The events_names value of a set of names: sorted and comma-joined ('' for none). */
export function eventNamesValue(names: Iterable<string>): string {
  return sortedNames(names).join(',');
}

/** The API's limit on search and partition texts; a longer one from the URL is cut, not sent to fail. */
export const TEXT_FILTER_MAX = 256;

/** The URL change for a new filter value: empty removes the key, and the filter's page goes back to 1. */
export function filterChange(filter: ResultsFilter, value: string): Record<string, string | null> {
  return { [filter]: value === '' ? null : value, [PAGE_OF_FILTER[filter]]: null };
}

/** The URL change for a page: page 1 is the default and leaves the URL. */
export function pageChange(key: 'records_page' | 'events_page', page: number): Record<string, string | null> {
  return { [key]: page > 1 ? String(page) : null };
}

const enc = encodeURIComponent;

function withQuery(path: string, entries: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export const resultsKeys = {
  stats: (widgetId: string, period: StatsPeriod) => withQuery(`/widgets/${enc(widgetId)}/stats`, { period }),
  partitions: (widgetId: string) => `/widgets/${enc(widgetId)}/collected_record_partitions`,
  records: (widgetId: string, query: { page: number; search: string; partition: string; id: string }) =>
    withQuery(`/widgets/${enc(widgetId)}/collected_records`, query),
  recordsExport: (widgetId: string, format: 'csv' | 'jsonl', query: { search: string; partition: string; id: string }) =>
    withQuery(`/widgets/${enc(widgetId)}/collected_records/export`, { format, ...query }),
  events: (widgetId: string, query: { page: number; eventNames: string[]; id: string }) =>
    withQuery(`/widgets/${enc(widgetId)}/events`, { page: query.page, event_names: eventNamesValue(query.eventNames), id: query.id }),
  trace: (widgetId: string, trace: EventTrace, page: number) => withQuery(`/widgets/${enc(widgetId)}/events`, { page, [trace.kind]: trace.id }),
};

export interface EventTrace {
  kind: 'session_id' | 'pageload_id' | 'lead_id';
  id: string;
}

/** An id filter is a uuid: anything else is not sent (the API would answer 400) and reads as a field error. */
export function idFilter(value: string): { id: string; error: string | null } {
  if (value === '' || isUuid(value)) return { id: value, error: null };
  return { id: '', error: 'Must be an id (uuid)' };
}
