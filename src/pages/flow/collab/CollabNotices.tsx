// The quiet notices of co-editing, bottom left of the canvas: a polite live region (read out, never stealing
// focus), each with its one action (if any) and a close button.
import type { CollabNotice } from './noticeTexts';

export function CollabNotices({ notices, onDismiss }: { notices: readonly CollabNotice[]; onDismiss(id: string): void }) {
  return (
    <div className="collab-notices" role="status" aria-live="polite" data-testid="collab-notices">
      {notices.map((notice) => (
        <div key={notice.id} className="collab-notice" data-testid="collab-notice">
          <span className="collab-notice__text">{notice.text}</span>
          {notice.action ? (
            <button
              type="button"
              className="collab-notice__action"
              data-testid="collab-notice-action"
              onClick={() => {
                notice.action!.run();
                onDismiss(notice.id);
              }}
            >
              {notice.action.label}
            </button>
          ) : null}
          <button type="button" className="icon-button collab-notice__close" aria-label="Dismiss" onClick={() => onDismiss(notice.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
