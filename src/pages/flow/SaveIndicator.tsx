import type { SaveIndicatorState } from '../../../engine/index';
import { Tooltip } from '../../ui/Tooltip';

const LABELS: Record<SaveIndicatorState, string> = {
  saved: 'Saved',
  draft: 'Unsaved changes',
  pending: 'Saving…',
  error: 'Not saved',
  conflict: 'Changed elsewhere',
};

/** The autosave state (editor.md §4): saved, draft, pending, error (with the reason as tooltip), conflict. */
export function SaveIndicator({ state, error }: { state: SaveIndicatorState; error: string | null }) {
  const hint = state === 'error' ? `Saving failed${error ? `: ${error}` : ''}. It is retried with the next change.` : null;
  return (
    <Tooltip text={hint} testId="save-indicator-hint">
      <span className={`save-indicator save-indicator--${state}`} data-testid="save-indicator" data-state={state} role="status">
        <span className="save-indicator__dot" aria-hidden="true" />
        {LABELS[state]}
      </span>
    </Tooltip>
  );
}
