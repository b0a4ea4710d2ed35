// @vitest-environment happy-dom
// A tooltip is reachable by keyboard (its wrapper takes focus and is described by the bubble) and Escape hides it
// without moving focus (WCAG 1.4.13), until focus or the pointer comes back (issue 25).
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom, unmountAll } from '../../tests/harness/renderInDom';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  afterEach(unmountAll);

  it('is focusable and described by its bubble; Escape dismisses it, focus brings it back', async () => {
    const view = await renderInDom(
      <Tooltip text="Only the owner can do this" testId="tip">
        <button type="button" disabled>
          Leave
        </button>
      </Tooltip>,
    );
    const anchor = view.container.querySelector<HTMLElement>('.tooltip')!;
    expect(anchor.tabIndex).toBe(0);
    expect(document.getElementById(anchor.getAttribute('aria-describedby')!)!.textContent).toBe('Only the owner can do this');
    await act(async () => anchor.focus());
    await act(async () => {
      anchor.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(anchor.hasAttribute('data-dismissed')).toBe(true);
    expect(document.activeElement).toBe(anchor);
    await act(async () => {
      anchor.blur();
      anchor.focus();
    });
    expect(anchor.hasAttribute('data-dismissed')).toBe(false);
  });
});
