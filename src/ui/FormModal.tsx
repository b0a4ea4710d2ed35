import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

/** What FormModal needs of a form (useForm gives it). */
interface SubmittableForm {
  submitting: boolean;
  canSubmit: boolean;
  submit(event: FormEvent): void;
}

interface FormModalProps {
  open?: boolean;
  title: string;
  submitLabel: string;
  /** Prefix of the test ids: `${testId}-modal` and `${testId}-submit`. */
  testId: string;
  form: SubmittableForm;
  onClose(): void;
  children: ReactNode;
}

/** A modal holding one form: Cancel and a submit button, locked while the form submits. */
export function FormModal({ open = true, title, submitLabel, testId, form, onClose, children }: FormModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      locked={form.submitting}
      testId={`${testId}-modal`}
      onSubmit={form.submit}
      actions={
        <>
          <Button onClick={onClose} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!form.canSubmit} busy={form.submitting} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
