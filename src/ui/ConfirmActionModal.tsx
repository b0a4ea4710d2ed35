import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { FormError } from './FormError';
import { Modal } from './Modal';

interface ConfirmActionModalProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; a throw keeps the modal open with `failureMessage`. */
  onConfirm(): Promise<void>;
  onClose(): void;
  failureMessage: string;
  /** Prefix of the test ids: `${testId}-modal` and `${testId}-confirm`. */
  testId: string;
}

/** "Are you sure?" for one action: Cancel and a confirm button, locked while the action runs. */
export function ConfirmActionModal({ title, children, confirmLabel, danger = false, onConfirm, onClose, failureMessage, testId }: ConfirmActionModalProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      locked={busy}
      testId={`${testId}-modal`}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm-text">{children}</div>
      <FormError message={failed ? failureMessage : null} />
    </Modal>
  );
}
