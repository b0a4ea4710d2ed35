// @vitest-environment happy-dom
// Where focus goes with a studio modal (issue 25): into its first field (not the header's close button), else the
// primary action, Cancel for a destructive confirmation, and back to the control that opened it when it closes —
// also when a menu item opened it (the menu is gone by then: focus goes back to the menu's button).
import { act, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, renderInDom, unmountAll } from '../../tests/harness/renderInDom';
import { Button } from './Button';
import { ConfirmModal } from './ConfirmModal';
import { Modal } from './Modal';
import { Popover } from './Popover';

/** The control that opens the modal under test (focus goes back to it when the modal closes). */
function OpenButton({ onOpen }: { onOpen: () => void }) {
  return (
    <Button onClick={onOpen} data-testid="opener">
      Open
    </Button>
  );
}

/** An Open button and the modal it opens: `children` as the body; in the footer `actions`, else Cancel and a primary Save. */
function OpenerModal({ title = 'Edit', actions, children }: { title?: string; actions?: (close: () => void) => ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <OpenButton onOpen={() => setOpen(true)} />
      <Modal
        open={open}
        title={title}
        onClose={close}
        testId="modal"
        actions={
          actions?.(close) ?? (
            <>
              <Button onClick={close} data-testid="cancel">
                Cancel
              </Button>
              <Button variant="primary" onClick={close} data-testid="primary">
                Save
              </Button>
            </>
          )
        }
      >
        {children}
      </Modal>
    </>
  );
}

/** An Open button and the destructive confirmation it opens. */
function DeleteOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenButton onOpen={() => setOpen(true)} />
      {open ? (
        <ConfirmModal title="Delete?" confirmLabel="Delete" testId="delete" onConfirm={async () => undefined} onClose={() => setOpen(false)}>
          Sure?
        </ConfirmModal>
      ) : null}
    </>
  );
}

/** A menu whose item opens a confirmation (tone primary: the action is not destructive). */
function MenuOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover trigger={<span>Manage</span>} label="Manage" testId="menu-button">
        {(closeMenu) => (
          <div className="menu">
            <button type="button" role="menuitem" data-testid="menu-item" onClick={() => (closeMenu(), setOpen(true))}>
              Resume…
            </button>
          </div>
        )}
      </Popover>
      {open ? (
        <ConfirmModal tone="primary" title="Resume?" confirmLabel="Resume" testId="resume" onConfirm={async () => undefined} onClose={() => setOpen(false)}>
          Resume the subscription?
        </ConfirmModal>
      ) : null}
    </>
  );
}

/**
 * The danger zone's pattern: the action closes its dialog as soon as the server has answered, then goes on refreshing
 * (`refreshed` resolves it); meanwhile the user opens the next confirmation.
 */
function ArchiveThenDelete({ refreshed }: { refreshed: Promise<void> }) {
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  return (
    <>
      <button type="button" data-testid="archive" onClick={() => setConfirming('archive')}>
        Archive
      </button>
      <button type="button" data-testid="delete" onClick={() => setConfirming('delete')}>
        Delete
      </button>
      {confirming ? (
        <ConfirmModal
          key={confirming}
          title={confirming}
          confirmLabel={confirming}
          testId={confirming}
          onConfirm={async () => {
            setConfirming(null);
            await refreshed;
          }}
          onClose={() => setConfirming(null)}
        >
          Sure?
        </ConfirmModal>
      ) : null}
    </>
  );
}

describe('ConfirmModal', () => {
  afterEach(unmountAll);

  it('does not close the next dialog when an action that closed its own resolves after it was opened', async () => {
    let refresh!: () => void;
    const view = await renderInDom(<ArchiveThenDelete refreshed={new Promise((resolve) => (refresh = resolve))} />);
    await click(view.byTestId('archive'));
    await click(view.byTestId('archive-confirm'));
    expect(view.byTestId('archive-modal')).toBeNull();
    await click(view.byTestId('delete'));
    expect(view.byTestId('delete-modal')).not.toBeNull();
    await act(async () => refresh());
    expect(view.byTestId('delete-modal')).not.toBeNull();
  });
});

describe('Modal focus', () => {
  afterEach(unmountAll);

  it('opens on the first field and gives focus back to the opener when it closes', async () => {
    const view = await renderInDom(
      <OpenerModal>
        <input aria-label="Name" data-testid="field" />
      </OpenerModal>,
    );
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('field'));
    await click(view.byTestId('cancel'));
    expect(view.byTestId('modal')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('opener'));
  });

  it('without a field, opens on the primary action', async () => {
    const view = await renderInDom(
      <OpenerModal>
        <p>Nothing to type here.</p>
      </OpenerModal>,
    );
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('primary'));
  });

  it('a destructive confirmation opens on Cancel', async () => {
    const view = await renderInDom(<DeleteOpener />);
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(document.activeElement);
    expect(document.activeElement).toBe(view.byTestId('opener'));
  });

  it('a destructive confirmation is an alert dialog described by its question', async () => {
    const view = await renderInDom(<DeleteOpener />);
    await click(view.byTestId('opener'));
    const dialog = view.byTestId('delete-modal')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Sure?');
  });

  it('skips a file input kept out of the tab order or hidden behind its button', async () => {
    const view = await renderInDom(
      <OpenerModal title="Upload">
        <input type="file" tabIndex={-1} aria-label="Avatar file" />
        <input type="file" hidden aria-label="Image file" />
        <input aria-label="Name" data-testid="field" />
      </OpenerModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('field'));
  });

  it('an editable text area (the code form’s CodeMirror) is a field to start on, not the primary action', async () => {
    const view = await renderInDom(
      <OpenerModal title="Upload">
        <p>Code</p>
        <div contentEditable suppressContentEditableWarning role="textbox" aria-label="Code" data-testid="code" />
      </OpenerModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('code'));
  });

  it('with only a hidden file input, opens on the primary action', async () => {
    const view = await renderInDom(
      <OpenerModal title="Upload">
        <input type="file" hidden aria-label="Image file" />
      </OpenerModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('primary'));
  });

  it('opened from a menu item: a non-destructive confirmation opens on its action, and focus returns to the menu button', async () => {
    const view = await renderInDom(<MenuOpener />);
    view.byTestId('menu-button')!.focus();
    await click(view.byTestId('menu-button'));
    // A pointer click focuses the item it presses; the item then closes the menu and opens the modal.
    view.byTestId('menu-item')!.focus();
    await click(view.byTestId('menu-item'));
    expect(view.byTestId('menu-item')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('resume-confirm'));
    expect(view.byTestId('resume-modal')!.getAttribute('role')).toBe('alertdialog');
    const cancel = Array.from(view.byTestId('resume-modal')!.querySelectorAll('button')).find((button) => button.textContent === 'Cancel');
    await click(cancel!);
    expect(view.byTestId('resume-modal')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('menu-button'));
  });

  it('a detail modal opens on Close, not on its destructive action nor on a disabled one’s explanation', async () => {
    const view = await renderInDom(
      <OpenerModal
        title="Token"
        actions={(close) => (
          <>
            <Button disabledReason="You cannot change your own role.">Change role</Button>
            <Button variant="danger">Revoke</Button>
            <Button onClick={close} data-testid="close">
              Close
            </Button>
          </>
        )}
      >
        <p>Expires tomorrow.</p>
      </OpenerModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('close'));
  });

  it('of a radio group, opens on the checked radio', async () => {
    const view = await renderInDom(
      <OpenerModal title="Upload">
        <input type="radio" name="plan" value="team" aria-label="Team" readOnly />
        <input type="radio" name="plan" value="company" aria-label="Company" defaultChecked data-testid="checked" />
      </OpenerModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('checked'));
  });

  it('Escape in a modal opened inside another closes that one only, and focus goes back into the outer one', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} title="Files" onClose={() => setOuter(false)} testId="outer">
          <Button onClick={() => setInner(true)} data-testid="delete">
            Delete
          </Button>
          {inner ? (
            <ConfirmModal title="Delete file" confirmLabel="Delete" testId="inner" onConfirm={async () => undefined} onClose={() => setInner(false)}>
              Delete it?
            </ConfirmModal>
          ) : null}
        </Modal>
      );
    }
    const view = await renderInDom(<Nested />);
    view.byTestId('delete')!.focus();
    await click(view.byTestId('delete'));
    expect(view.byTestId('inner-modal')).not.toBeNull();
    // What the browser does on Escape: a cancelable cancel event at the topmost modal dialog.
    await act(async () => {
      view.byTestId('inner-modal')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(view.byTestId('inner-modal')).toBeNull();
    expect(view.byTestId('outer')).not.toBeNull();
    expect(document.activeElement).toBe(view.byTestId('delete'));
  });
});
