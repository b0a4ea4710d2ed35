import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons/commonIcons';
import { initialFocusTarget, restoreFocus } from './modalFocus';

interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  /** While true the modal ignores Escape and outside clicks (e.g. while submitting). */
  locked?: boolean;
  testId?: string;
  onSubmit?: (event: React.FormEvent) => void;
  /** Shown before the title (e.g. an edit or a view icon). */
  icon?: ReactNode;
  /** Extra class on the dialog (e.g. a wider size). */
  className?: string;
  /** `alertdialog` for a confirmation that interrupts to ask (ConfirmModal), with `describedBy` its question. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog (read with its name when it opens). */
  describedBy?: string;
}

/**
 * A modal dialog on the native <dialog> (focus kept inside and Escape come with it). Focus goes to the first field,
 * else the primary action (modalFocus.ts), and back to the control that opened it when it closes or unmounts.
 */
export function Modal({ open, title, onClose, children, actions, locked = false, testId, onSubmit, icon, className, role = 'dialog', describedBy }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // What had focus before (a field's autoFocus cannot take it yet: the dialog is not shown until showModal).
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    initialFocusTarget(dialog)?.focus();
    return () => {
      // Closed first: while a modal dialog is open the rest of the page is inert and cannot take focus.
      if (dialog.open) dialog.close();
      restoreFocus(opener);
    };
  }, [open]);

  if (!open) return null;
  const body = (
    <>
      <header className="modal__header">
        <h2 id={titleId} className="modal__title">
          {icon ? <span className="modal__icon">{icon}</span> : null}
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={() => !locked && onClose()} disabled={locked}>
          <CloseIcon />
        </button>
      </header>
      <div className="modal__body">{children}</div>
      {actions ? <footer className="modal__footer">{actions}</footer> : null}
    </>
  );
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        // This dialog's Escape only: React bubbles the cancel through the component tree, and a modal opened
        // inside another (the file picker's delete confirmation) would close that one too.
        event.stopPropagation();
        if (!locked) onClose();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !locked) onClose();
      }}
    >
      {onSubmit ? (
        <form className="modal__content" onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        <div className="modal__content">{body}</div>
      )}
    </dialog>
  );
}
