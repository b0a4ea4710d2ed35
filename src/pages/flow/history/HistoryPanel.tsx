// The version history panel (issue 15), toggled from the toolbar: the published versions newest first, 20 per page
// (the server pages them, so a widget with hundreds of versions lists as fast as one with two), each with who
// published it and when, its node and connection counts and what changed against the version before. Choosing
// one opens it read-only on the canvas.
import { useState } from 'react';
import type { PublishedVersion } from '../../../../contracts/versions';
import { VERSIONS_PAGE_SIZE } from '../../../../contracts/versions';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Pager } from '../../../ui/Pager';
import { RelativeTime } from '../../../ui/RelativeTime';
import { Skeleton } from '../../../ui/Skeleton';
import { UserRef } from '../../../ui/UserRef';
import { describeFailure } from '../../../forms/useForm';
import { changeGroups, changeSentence } from './versionChanges';
import { useVersionList } from './versionHistoryApi';
import { pluralCount } from '../../../format/numbers';


export function HistoryPanel({ widgetId, selected, onOpen, onClose }: { widgetId: string; selected: number | null; onOpen(version: number): void; onClose(): void }) {
  const [page, setPage] = useState(1);
  const list = useVersionList(widgetId, page);
  return (
    <aside className="history-panel" aria-label="Version history" data-testid="history-panel">
      <header className="history-panel__header">
        <h2 className="history-panel__title">Version history</h2>
        <button type="button" className="icon-button history-panel__close" aria-label="Close version history" onClick={onClose}>
          ×
        </button>
      </header>
      {list.error ? (
        <p className="history-panel__message form-error" role="alert">
          The versions could not be loaded: {describeFailure(list.error)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void list.mutate()}>
            Try again
          </Button>
        </p>
      ) : !list.data ? (
        <div className="history-panel__message" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </div>
      ) : list.data.total === 0 ? (
        <p className="history-panel__message muted" data-testid="history-empty">
          Nothing has been published yet. Every publish keeps a version here that you can open, restore or publish again.
        </p>
      ) : (
        <>
          <ol className="history-panel__list" data-testid="history-list">
            {list.data.versions.map((version) => (
              <VersionItem key={version.version} version={version} selected={version.version === selected} onOpen={onOpen} />
            ))}
          </ol>
          <Pager page={page} pageSize={VERSIONS_PAGE_SIZE} total={list.data.total} onPage={setPage} label="Version pages" />
        </>
      )}
    </aside>
  );
}

function VersionItem({ version, selected, onOpen }: { version: PublishedVersion; selected: boolean; onOpen(version: number): void }) {
  const groups = version.changes ? changeGroups(version.changes) : [];
  return (
    <li>
      <button
        type="button"
        className={`history-item${selected ? ' history-item--selected' : ''}`}
        aria-current={selected || undefined}
        data-testid={`history-version-${version.version}`}
        onClick={() => onOpen(version.version)}
      >
        <span className="history-item__title">
          <span className="history-item__name">Version {version.version}</span>
          {version.live ? (
            <Badge tone="success" title="Visitors get this version">
              Live
            </Badge>
          ) : null}
          {version.republishedFrom !== null ? <span className="history-item__origin">republished from {version.republishedFrom}</span> : null}
        </span>
        <span className="history-item__by">
          <UserRef userId={version.publishedBy} />
          <span aria-hidden="true">·</span>
          <RelativeTime date={version.publishedAt} />
        </span>
        <span className="history-item__counts">
          {pluralCount(version.nodeCount, 'node')} · {pluralCount(version.connectionCount, 'connection')}
        </span>
        <span className="history-item__changes" title={changeSentence(version.changes)} aria-label={changeSentence(version.changes)} data-testid="history-changes">
          {version.changes === null ? (
            <span className="muted">First version</span>
          ) : groups.length === 0 ? (
            <span className="muted">No changes</span>
          ) : (
            groups.map((group, index) => (
              <span key={group.noun} className="history-item__group">
                {index > 0 ? <span className="muted"> · </span> : null}
                {group.parts.map((part) => (
                  <span key={part.kind} className={`history-change history-change--${part.kind}`}>
                    {part.text}{' '}
                  </span>
                ))}
                <span className="muted">{group.noun}</span>
              </span>
            ))
          )}
        </span>
      </button>
    </li>
  );
}
