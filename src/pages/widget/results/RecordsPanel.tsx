import { useState } from 'react';
import { PAGE_SIZE } from '../../../../contracts/constants';
import type { CollectedRecord, CollectedRecordList } from '../../../../contracts/results';
import { useApiQuery } from '../../../api/useApiQuery';
import { formatDateTime } from '../../../format/relativeDate';
import { EmptyState } from '../../../ui/EmptyState';
import { Pager } from '../../../ui/Pager';
import { Panel } from '../../../ui/Panel';
import { SelectField } from '../../../ui/SelectField';
import { Skeleton } from '../../../ui/Skeleton';
import { TextField } from '../../../ui/TextField';
import { ExportButtons } from './ExportButtons';
import { displayValue } from './payloadDisplay';
import { RecordModal } from './RecordModal';
import { filterChange, idFilter, pageChange, resultsKeys, type ResultsQuery } from './resultsQuery';
import { ShortIdCell } from './ShortIdCell';
import { useDebouncedFilter } from './useDebouncedFilter';

interface RecordsPanelProps {
  widgetId: string;
  query: ResultsQuery;
  setQuery(changes: Record<string, string | null>): void;
}

/** Collected records 20 per page: search, partition (the first by default) and id filters, export, a record modal. */
export function RecordsPanel({ widgetId, query, setQuery }: RecordsPanelProps) {
  const { data: partitions } = useApiQuery<string[]>(resultsKeys.partitions(widgetId));
  const partition = query.recordsPartition || partitions?.[0] || '';
  const recordId = idFilter(query.recordsId);
  const filters = { search: query.recordsSearch, partition, id: recordId.id };
  const { data } = useApiQuery<CollectedRecordList>(partitions ? resultsKeys.records(widgetId, { page: query.recordsPage, ...filters }) : null, { keepPreviousData: true });
  const [search, setSearch] = useDebouncedFilter(query.recordsSearch, (value) => setQuery(filterChange('records_search', value)));
  const [id, setId] = useDebouncedFilter(query.recordsId, (value) => setQuery(filterChange('records_id', value)));
  const [open, setOpen] = useState<CollectedRecord | null>(null);
  const columns = data ? [...new Set(data.records.flatMap((record) => Object.keys(record.data)))].slice(0, 4) : [];

  return (
    <Panel title="Collected records" testId="results-records" actions={<ExportButtons widgetId={widgetId} filters={filters} />}>
      <div className="results-filters">
        <TextField label="Search" value={search} onChange={setSearch} placeholder="Any value" testId="records-search" />
        {partitions && partitions.length > 0 ? (
          <SelectField
            label="Partition"
            value={partition}
            options={partitions.map((name) => ({ value: name, label: name }))}
            onChange={(value) => setQuery(filterChange('records_partition', value))}
            testId="records-partition"
          />
        ) : null}
        <TextField label="Record id" value={id} onChange={setId} placeholder="Exact id" testId="records-id" error={recordId.error ?? undefined} />
      </div>
      {!data ? (
        <Skeleton height={120} />
      ) : data.records.length === 0 ? (
        <EmptyState title="No records" testId="records-empty">
          Records appear here when a flow collects them.
        </EmptyState>
      ) : (
        <div className="results-table-scroll">
          <table className="table" data-testid="records-table">
            <thead>
              <tr>
                <th>Id</th>
                <th>Collected</th>
                {columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
                <th aria-label="Open" />
              </tr>
            </thead>
            <tbody>
              {data.records.map((record) => (
                <tr key={record.id} data-testid="record-row">
                  <td><ShortIdCell id={record.id} label="record id" /></td>
                  <td className="table__number">{formatDateTime(record.createdAt)}</td>
                  {columns.map((column) => (
                    <td key={column} className="results-cell">{displayValue(record.data[column])}</td>
                  ))}
                  <td>
                    <button type="button" className="button button--ghost button--sm" onClick={() => setOpen(record)} data-testid="record-open">
                      View
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data ? <Pager page={query.recordsPage} pageSize={PAGE_SIZE.collectedRecords} total={data.total} onPage={(page) => setQuery(pageChange('records_page', page))} label="Records pages" /> : null}
      <RecordModal record={open} onClose={() => setOpen(null)} />
    </Panel>
  );
}
