import type { CollectedRecord } from '../../../../contracts/results';
import { formatDateTime } from '../../../format/relativeDate';
import { Modal } from '../../../ui/Modal';
import { displayValue } from './payloadDisplay';
import { ShortIdCell } from './ShortIdCell';

/** One collected record: its ids, time, partition and every data field. */
export function RecordModal({ record, onClose }: { record: CollectedRecord | null; onClose(): void }) {
  return (
    <Modal open={!!record} title="Collected record" onClose={onClose} testId="record-modal">
      {record ? (
        <dl className="results-facts">
          <dt>Record id</dt>
          <dd><ShortIdCell id={record.id} label="record id" /></dd>
          <dt>Collected</dt>
          <dd>{formatDateTime(record.createdAt)}</dd>
          <dt>Partition</dt>
          <dd>{displayValue(record.partition)}</dd>
          <dt>Session id</dt>
          <dd><ShortIdCell id={record.sessionId} label="session id" /></dd>
          <dt>Pageload id</dt>
          <dd><ShortIdCell id={record.pageloadId} label="pageload id" /></dd>
          <dt>Lead id</dt>
          <dd><ShortIdCell id={record.leadId} label="lead id" /></dd>
          {Object.entries(record.data).map(([key, value]) => (
            <div key={key} className="results-facts__row">
              <dt>{key}</dt>
              <dd className="results-facts__value" data-testid={`record-field-${key}`}>{displayValue(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Modal>
  );
}
