import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { describeFailure } from '../forms/useForm';
import { Button } from './Button';
import { FormError } from './FormError';
import { Modal } from './Modal';

interface ConfirmModalProps {
  title: string;
  confirmLabel: string;
  /** Prefix of the test ids: `${testId}-modal` and `${testId}-confirm`. */
  testId: string;
  /** The action; a failure keeps the modal open and shows why. */
  onConfirm(): Promise<void>;
  onClose(): void;
  tone?: 'danger' | 'primary';
  /** Shown when the action fails, instead of the failure's own description. */
  failureMessage?: string;
  children: ReactNode;
}

/**
 * Asks before an action; locked while it runs, closes on success, says what failed otherwise. An alert dialog
 * (WAI-ARIA APG): its question is its description. Focus starts on Cancel when the action is destructive (tone
 * danger), on the action otherwise — see src/README.md "Accessibility" for why.
 */
export function ConfirmModal({ title, confirmLabel, testId, onConfirm, onClose, tone = 'danger', failureMessage, children }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  // An owner may close the dialog itself while the action still runs (the danger zone closes it as soon as the
  // server has answered, then refreshes the page's data) and open another: closing it again when the action
  // resolves would close that other one (a delete confirmation opened meanwhile vanished under the user's pointer).
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      if (shown.current) onClose();
    } catch (failure) {
      // Closed by its owner meanwhile: the owner, which closed it, says what became of the action.
      if (!shown.current) return;
      setError(failureMessage ?? describeFailure(failure));
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
      role="alertdialog"
      describedBy={questionId}
      actions={
        <>
          {/* A destructive action is never one Enter away: focus starts on Cancel (modalFocus.ts). */}
          <Button onClick={onClose} disabled={busy} data-autofocus={tone === 'danger' || undefined}>
            Cancel
          </Button>
          <Button variant={tone} busy={busy} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm-text" id={questionId}>
        {children}
      </div>
      <FormError message={error} />
    </Modal>
  );
}
