// @vitest-environment happy-dom
// Where focus goes with a studio modal (issue 25): into its first field (not the header's close button), else the
// primary action, Cancel for a destructive confirmation, and back to the control that opened it when it closes.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, renderInDom, unmountAll } from '../../tests/harness/renderInDom';
import { Button } from './Button';
import { ConfirmModal } from './ConfirmModal';
import { Modal } from './Modal';

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
});
