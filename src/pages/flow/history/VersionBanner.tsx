// Over the canvas while a version is open (issue 15): "Viewing version N — read-only" with Back to draft, Restore
// (into the draft, one undoable step) and Republish; while it loads, its progress; when it failed, why. The last
// action's outcome (restored, republished, refused) shows here too, also once the draft is back.
import { Button } from '../../../ui/Button';
import { ByLine } from '../../../ui/ByLine';
import type { VersionHistory } from './useVersionHistory';

export function VersionBanner({ history }: { history: VersionHistory }) {
  const { view, notice } = history;
  if (view.kind === 'draft' && !notice) return null;
  return (
    <div className="version-banner" data-testid="version-banner" data-state={view.kind}>
      {view.kind === 'loading' ? (
        <div className="version-banner__bar">
          <span className="version-banner__title">Opening version {view.version}…</span>
          <progress className="flow-frame__progress" max={100} value={Math.round(view.fraction * 100)} aria-label={`Opening version ${view.version}`} />
          <Button size="sm" variant="ghost" onClick={history.back} data-testid="version-back">
            Cancel
          </Button>
        </div>
      ) : view.kind === 'failed' ? (
        <div className="version-banner__bar" role="alert">
          <span className="version-banner__title">Version {view.version} could not be opened: {view.message}</span>
          <Button size="sm" onClick={() => history.open(view.version)}>
            Try again
          </Button>
          <Button size="sm" variant="ghost" onClick={history.back} data-testid="version-back">
            Back to draft
          </Button>
        </div>
      ) : view.kind === 'viewing' ? (
        <div className="version-banner__bar">
          <span className="version-banner__title" data-testid="version-banner-title">
            Viewing version {view.version.version} — read-only
          </span>
          <span className="version-banner__by">
            published <ByLine userId={view.version.publishedBy} date={view.version.publishedAt} />
          </span>
          <span className="version-banner__actions">
            <Button size="sm" variant="ghost" onClick={history.back} data-testid="version-back">
              Back to draft
            </Button>
            <Button size="sm" onClick={history.restore} disabledReason={history.restoreReason} data-testid="version-restore">
              Restore
            </Button>
            <Button size="sm" variant="primary" onClick={history.republish} busy={history.republishing} disabledReason={history.republishReason} data-testid="version-republish">
              Republish
            </Button>
          </span>
        </div>
      ) : null}
      {notice ? (
        <p className={`version-banner__notice version-banner__notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="version-notice">
          <span>{notice.text}</span>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={history.dismissNotice}>
            ×
          </button>
        </p>
      ) : null}
    </div>
  );
}
