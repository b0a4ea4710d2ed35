import { describe, expect, it } from 'vitest';
import { eventNamesValue, filterChange, idFilter, pageChange, parseEventNames, parseResultsQuery, resultsKeys } from './resultsQuery';

describe('parseResultsQuery', () => {
  it('reads every parameter of studio.md §2.15', () => {
    const query = parseResultsQuery(
      new URLSearchParams('stats_period=2w&records_page=3&records_search=ann&records_partition=leads&records_id=r1&events_page=2&events_names=widget_flow_finished,widget_flow_error_thrown&events_id=e1'),
      28,
    );
    expect(query).toEqual({
      statsPeriod: '2w',
      recordsPage: 3,
      recordsSearch: 'ann',
      recordsPartition: 'leads',
      recordsId: 'r1',
      eventsPage: 2,
      eventsNames: ['widget_flow_error_thrown', 'widget_flow_finished'],
      eventsId: 'e1',
    });
  });

  it('defaults: 1d, page 1, empty filters; a period over the plan or a bad page falls back', () => {
    const query = parseResultsQuery(new URLSearchParams('stats_period=4w&records_page=-2&events_page=x'), 7);
    expect(query.statsPeriod).toBe('1d');
    expect(query.recordsPage).toBe(1);
    expect(query.eventsPage).toBe(1);
    expect(query.recordsSearch).toBe('');
    expect(query.eventsNames).toEqual([]);
  });

  it('cuts search and partition to the API limit of 256', () => {
    const query = parseResultsQuery(new URLSearchParams({ records_search: 'x'.repeat(300), records_partition: 'p'.repeat(300) }), 7);
    expect(query.recordsSearch).toHaveLength(256);
    expect(query.recordsPartition).toHaveLength(256);
  });
});

describe('parseEventNames', () => {
  it('trims, drops unknown names, empties and repeats', () => {
    expect(parseEventNames(' widget_flow_finished, ,nope,widget_flow_finished ')).toEqual(['widget_flow_finished']);
    expect(parseEventNames(null)).toEqual([]);
  });

  it('sorts, so a filter reads the same whatever order its names came in', () => {
    expect(parseEventNames('widget_flow_finished,widget_flow_error_thrown')).toEqual(['widget_flow_error_thrown', 'widget_flow_finished']);
    expect(eventNamesValue(['widget_flow_record_collected', 'widget_flow_email_sent', 'widget_flow_record_collected'])).toBe('widget_flow_email_sent,widget_flow_record_collected');
    expect(eventNamesValue([])).toBe('');
  });
});

describe('filterChange and pageChange', () => {
  it('a filter change resets its own page only, and an empty value removes the key', () => {
    expect(filterChange('records_search', 'ann')).toEqual({ records_search: 'ann', records_page: null });
    expect(filterChange('events_id', '')).toEqual({ events_id: null, events_page: null });
    expect(filterChange('events_names', 'a,b')).toEqual({ events_names: 'a,b', events_page: null });
  });

  it('page 1 leaves the URL', () => {
    expect(pageChange('records_page', 1)).toEqual({ records_page: null });
    expect(pageChange('events_page', 4)).toEqual({ events_page: '4' });
  });
});

describe('resultsKeys', () => {
  it('builds the API paths with only the filters that are set', () => {
    expect(resultsKeys.records('w 1', { page: 2, search: 'a&b', partition: '', id: '' })).toBe('/widgets/w%201/collected_records?page=2&search=a%26b');
    expect(resultsKeys.events('w', { page: 1, eventNames: ['x', 'y'], id: '' })).toBe('/widgets/w/events?page=1&event_names=x%2Cy');
    // Click order does not make another cache key.
    expect(resultsKeys.events('w', { page: 1, eventNames: ['y', 'x'], id: '' })).toBe('/widgets/w/events?page=1&event_names=x%2Cy');
    expect(resultsKeys.trace('w', { kind: 'lead_id', id: 'l' }, 3)).toBe('/widgets/w/events?page=3&lead_id=l');
    expect(resultsKeys.recordsExport('w', 'jsonl', { search: '', partition: 'p', id: '' })).toBe('/widgets/w/collected_records/export?format=jsonl&partition=p');
    expect(resultsKeys.stats('w', '1w')).toBe('/widgets/w/stats?period=1w');
  });
});

describe('idFilter', () => {
  it('passes a uuid or nothing, and turns anything else into a field error without a filter', () => {
    expect(idFilter('')).toEqual({ id: '', error: null });
    expect(idFilter('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toEqual({ id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', error: null });
    expect(idFilter('abc')).toEqual({ id: '', error: 'Must be an id (uuid)' });
  });
});
