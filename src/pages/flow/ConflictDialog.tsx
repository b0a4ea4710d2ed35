import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** A save answered 409: the flow changed elsewhere. Nothing is overwritten; reloading rebuilds the editor. */
export function ConflictDialog({ open, reloading, onReload }: { open: boolean; reloading: boolean; onReload(): void }) {
  return (
    <Modal
      open={open}
      title="The flow was changed elsewhere"
      onClose={() => undefined}
      locked
      testId="flow-conflict-dialog"
      actions={
        <Button variant="primary" busy={reloading} onClick={onReload} data-testid="flow-conflict-reload">
          Reload
        </Button>
      }
    >
      <p>
        Someone saved a newer version of this flow, so your latest changes could not be saved on top of it. Reload to continue from the saved version;
        changes that were not saved are discarded.
      </p>
    </Modal>
  );
}
