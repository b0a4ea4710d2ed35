// What remains of the conflict dialog: the one case co-editing cannot recover from — the flow can no longer be
// saved here (the widget was deleted, you were removed from the organization or signed out). It says so and
// keeps your copy: the flow as this editor holds it, with every change not yet saved, downloads as JSON.
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import type { LiveChannelEnd } from './LiveChannel';

const TEXTS: Record<Exclude<LiveChannelEnd, 'closed'>, { title: string; body: string }> = {
  'widget-gone': {
    title: 'This widget was deleted',
    body: 'Someone deleted this widget, so the flow can no longer be saved. Your copy is still here, with every change you made: download it as JSON to import it into another widget.',
  },
  removed: {
    title: 'You no longer have access',
    body: 'You were removed from this organization, so the flow can no longer be saved. Your copy is still here, with every change you made: download it as JSON to keep it.',
  },
  'signed-out': {
    title: 'You were signed out',
    body: 'Your session ended, so changes can no longer be saved. Download your copy of the flow as JSON to keep your latest changes, then sign in again.',
  },
};

export function FlowUnreachableDialog({ reason, onDownload, onLeave }: { reason: Exclude<LiveChannelEnd, 'closed'> | null; onDownload(): void; onLeave(): void }) {
  const text = reason ? TEXTS[reason] : null;
  return (
    <Modal
      open={text !== null}
      title={text?.title ?? ''}
      onClose={() => undefined}
      locked
      testId="flow-unreachable-dialog"
      actions={
        <>
          <Button onClick={onLeave} data-testid="flow-unreachable-leave">
            {reason === 'signed-out' ? 'Sign in again' : reason === 'removed' ? 'Back to your organizations' : 'Back to widgets'}
          </Button>
          <Button variant="primary" onClick={onDownload} data-testid="flow-unreachable-download">
            Download the flow (JSON)
          </Button>
        </>
      }
    >
      <p data-testid="flow-unreachable-reason" data-reason={reason ?? ''}>
        {text?.body}
      </p>
    </Modal>
  );
}
