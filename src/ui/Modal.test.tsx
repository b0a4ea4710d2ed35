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

/** A modal with `children` as its body, a Cancel and a primary Save in the footer. */
function BodyModal({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="opener">
        Open
      </Button>
      <Modal
        open={open}
        title="Upload"
        onClose={() => setOpen(false)}
        testId="modal"
        actions={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="primary" onClick={() => setOpen(false)} data-testid="primary">
              Save
            </Button>
          </>
        }
      >
        {children}
      </Modal>
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

function Opener({ body }: { body: 'field' | 'text' | 'danger' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="opener">
        Open
      </Button>
      {body === 'danger' ? (
        open ? (
          <ConfirmModal title="Delete?" confirmLabel="Delete" testId="delete" onConfirm={async () => undefined} onClose={() => setOpen(false)}>
            Sure?
          </ConfirmModal>
        ) : null
      ) : (
        <Modal
          open={open}
          title="Edit"
          onClose={() => setOpen(false)}
          testId="modal"
          actions={
            <>
              <Button onClick={() => setOpen(false)} data-testid="cancel">
                Cancel
              </Button>
              <Button variant="primary" onClick={() => setOpen(false)} data-testid="primary">
                Save
              </Button>
            </>
          }
        >
          {body === 'field' ? <input aria-label="Name" data-testid="field" /> : <p>Nothing to type here.</p>}
        </Modal>
      )}
    </>
  );
}

describe('Modal focus', () => {
  afterEach(unmountAll);

  it('opens on the first field and gives focus back to the opener when it closes', async () => {
    const view = await renderInDom(<Opener body="field" />);
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('field'));
    await click(view.byTestId('cancel'));
    expect(view.byTestId('modal')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('opener'));
  });

  it('without a field, opens on the primary action', async () => {
    const view = await renderInDom(<Opener body="text" />);
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('primary'));
  });

  it('a destructive confirmation opens on Cancel', async () => {
    const view = await renderInDom(<Opener body="danger" />);
    view.byTestId('opener')!.focus();
    await click(view.byTestId('opener'));
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(document.activeElement);
    expect(document.activeElement).toBe(view.byTestId('opener'));
  });

  it('a destructive confirmation is an alert dialog described by its question', async () => {
    const view = await renderInDom(<Opener body="danger" />);
    await click(view.byTestId('opener'));
    const dialog = view.byTestId('delete-modal')!;
    expect(dialog.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Sure?');
  });

  it('skips a file input kept out of the tab order or hidden behind its button', async () => {
    const view = await renderInDom(
      <BodyModal>
        <input type="file" tabIndex={-1} aria-label="Avatar file" />
        <input type="file" hidden aria-label="Image file" />
        <input aria-label="Name" data-testid="field" />
      </BodyModal>,
    );
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('field'));
  });

  it('with only a hidden file input, opens on the primary action', async () => {
    const view = await renderInDom(
      <BodyModal>
        <input type="file" hidden aria-label="Image file" />
      </BodyModal>,
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
    function Detail() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)} data-testid="opener">
            Open
          </Button>
          <Modal
            open={open}
            title="Token"
            onClose={() => setOpen(false)}
            actions={
              <>
                <Button disabledReason="You cannot change your own role.">Change role</Button>
                <Button variant="danger">Revoke</Button>
                <Button onClick={() => setOpen(false)} data-testid="close">
                  Close
                </Button>
              </>
            }
          >
            <p>Expires tomorrow.</p>
          </Modal>
        </>
      );
    }
    const view = await renderInDom(<Detail />);
    await click(view.byTestId('opener'));
    expect(document.activeElement).toBe(view.byTestId('close'));
  });

  it('of a radio group, opens on the checked radio', async () => {
    const view = await renderInDom(
      <BodyModal>
        <input type="radio" name="plan" value="team" aria-label="Team" readOnly />
        <input type="radio" name="plan" value="company" aria-label="Company" defaultChecked data-testid="checked" />
      </BodyModal>,
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
