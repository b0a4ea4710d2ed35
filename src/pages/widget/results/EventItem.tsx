import type { FlowEvent } from '../../../../contracts/results';
import { useConfig } from '../../../config/ConfigContext';
import { formatPreciseDateTime } from '../../../format/relativeDate';
import { errorDetails, errorDocsUrl, eventLabel, payloadEntries } from './payloadDisplay';
import type { EventTrace } from './resultsQuery';
import { ShortIdCell } from './ShortIdCell';

/**
 * One flow event: name, date and time when it happened (to the millisecond: a trace's events are often seconds
 * apart), payload (finished and link_followed name the button pressed), and its session, pageload, lead and event ids
 * (each traceable).
 */
export function EventItem({ event, onTrace }: { event: FlowEvent; onTrace?: (trace: EventTrace) => void }) {
  const { docsUrl } = useConfig();
  const isError = event.name === 'widget_flow_error_thrown';
  const error = isError ? errorDetails(event.payload) : null;
  const entries = payloadEntries(event.name, event.payload);
  const traceButton = (kind: EventTrace['kind'], id: string, label: string) =>
    onTrace && id ? (
      <button type="button" className="button button--ghost button--sm" onClick={() => onTrace({ kind, id })} data-testid={`trace-${kind}`}>
        Trace {label}
      </button>
    ) : null;
  return (
    <li className="results-event" data-testid="event-item" data-event-name={event.name}>
      <div className="results-event__head">
        <span className={`badge${isError ? ' badge--danger' : ''}`}>{eventLabel(event.name)}</span>
        <time className="results-event__time" dateTime={event.occurredAt} title={`Received ${formatPreciseDateTime(event.createdAt)}`} data-testid="event-time">
          {formatPreciseDateTime(event.occurredAt)}
        </time>
      </div>
      {error ? (
        <p className="results-event__error" data-testid="event-error">
          {error.error ? (
            <a href={errorDocsUrl(docsUrl, error.error)} target="_blank" rel="noreferrer noopener" data-testid="event-error-link">
              {error.error}
            </a>
          ) : (
            <span>n/a</span>
          )}
          : <span data-testid="event-error-message">{error.message}</span>
        </p>
      ) : null}
      {entries.length > 0 ? (
        <dl className="results-event__payload" data-testid="event-payload">
          {entries.map(({ key, text }) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <dl className="results-event__ids">
        <div>
          <dt>Session</dt>
          <dd><ShortIdCell id={event.sessionId} label="session id" />{traceButton('session_id', event.sessionId, 'session')}</dd>
        </div>
        <div>
          <dt>Pageload</dt>
          <dd><ShortIdCell id={event.pageloadId} label="pageload id" />{traceButton('pageload_id', event.pageloadId, 'pageload')}</dd>
        </div>
        <div>
          <dt>Lead</dt>
          <dd><ShortIdCell id={event.leadId} label="lead id" />{traceButton('lead_id', event.leadId, 'lead')}</dd>
        </div>
        <div>
          <dt>Event</dt>
          <dd><ShortIdCell id={event.id} label="event id" /></dd>
        </div>
      </dl>
    </li>
  );
}
