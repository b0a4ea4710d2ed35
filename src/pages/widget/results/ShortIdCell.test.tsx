// @vitest-environment happy-dom
// The id cells of the Results page (studio.md §2.15, §9): first and last 8 characters, and a copy button whose
// copied state lasts 1 s (not the 2.5 s of the other copy controls).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderInDom, unmountAll } from '../../../../tests/harness/renderInDom';
import { ShortIdCell } from './ShortIdCell';

const ID = '0123456789abcdef-middle-fedcba9876543210';

describe('ShortIdCell', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await unmountAll();
    vi.useRealTimers();
  });

  it('shows the first and last 8 characters and copies the whole id, reading "copied" for 1 s', async () => {
    const view = await renderInDom(<ShortIdCell id={ID} label="session id" testId="cell" />);
    expect(view.byTestId('cell')!.querySelector('code')!.textContent).toBe('01234567…76543210');
    const button = view.byTestId('cell')!.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Copy session id');

    await click(button);
    expect(await navigator.clipboard.readText()).toBe(ID);
    expect(button.getAttribute('aria-label')).toBe('session id copied');
    expect(button.hasAttribute('data-copied')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(button.getAttribute('aria-label')).toBe('session id copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(button.getAttribute('aria-label')).toBe('Copy session id');
    expect(button.hasAttribute('data-copied')).toBe(false);
  });

  it('stays silent when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const view = await renderInDom(<ShortIdCell id={ID} label="lead id" testId="cell" />);
    const button = view.byTestId('cell')!.querySelector('button')!;
    await click(button);
    expect(button.getAttribute('aria-label')).toBe('Copy lead id');
  });
});
