// @vitest-environment happy-dom
// The add-block modal gives focus back to what opened it (the Add button) when it goes, cancelled or picked (issue 25).
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { click, renderInDom, unmountAll } from '../../../tests/harness/renderInDom';
import { AddBlockModal } from './AddBlockModal';

function Opener({ onPick }: { onPick?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="add">
        Add
      </button>
      <AddBlockModal
        open={open}
        fits={() => true}
        onCancel={() => setOpen(false)}
        onPick={() => {
          onPick?.();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('AddBlockModal focus', () => {
  afterEach(unmountAll);

  it('gives focus back to the Add button when cancelled', async () => {
    const view = await renderInDom(<Opener />);
    view.byTestId('add')!.focus();
    await click(view.byTestId('add'));
    view.byTestId('add-block-filter')!.focus();
    await click(view.byTestId('add-block-cancel'));
    expect(view.byTestId('add-block-modal')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('add'));
  });

  it('gives focus back to the Add button when a template is picked', async () => {
    let picked = 0;
    const view = await renderInDom(<Opener onPick={() => (picked += 1)} />);
    view.byTestId('add')!.focus();
    await click(view.byTestId('add'));
    const pick = document.querySelector<HTMLElement>('.view-add-block__pick:not(:disabled)')!;
    pick.focus();
    await click(pick);
    expect(picked).toBe(1);
    expect(view.byTestId('add-block-modal')).toBeNull();
    expect(document.activeElement).toBe(view.byTestId('add'));
  });
});
