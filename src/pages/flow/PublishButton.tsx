import type { PublishButtonState } from '../../../engine/index';
import { Button } from '../../ui/Button';

const LABELS: Record<PublishButtonState, string> = {
  idle: 'Publish',
  pending: 'Publishing…',
  done: 'Published',
  error: 'Publish failed',
};

/** Publish (editor.md §4): enabled only when saved and allowed; done and error show for 2000 ms. */
export function PublishButton({
  state,
  enabled,
  reason,
  onPublish,
}: {
  state: PublishButtonState;
  enabled: boolean;
  /** Why it is disabled (tooltip). */
  reason: string | null;
  onPublish(): void;
}) {
  const disabledReason = state === 'idle' && !enabled ? (reason ?? 'Publishing is possible once the flow is saved') : null;
  return (
    <Button
      variant={state === 'error' ? 'danger' : 'primary'}
      size="sm"
      data-testid="publish-button"
      data-state={state}
      busy={state === 'pending'}
      disabled={state !== 'idle'}
      disabledReason={disabledReason}
      onClick={onPublish}
    >
      {LABELS[state]}
    </Button>
  );
}
