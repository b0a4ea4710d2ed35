// @vitest-environment happy-dom
// The value badges that copy themselves (studio.md §9: Copy → Copied for 2.5 s), through the shared useCopied.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderInDom, unmountAll } from '../../tests/harness/renderInDom';
import { CopyBadge } from './CopyBadge';

describe('CopyBadge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await unmountAll();
    vi.useRealTimers();
  });

  it('copies its value and reads "Copied" for 2.5 s; copying again restarts the time', async () => {
    const view = await renderInDom(<CopyBadge value="w-123" label="Widget id" testId="badge" />);
    const badge = view.byTestId('badge')!;
    const tip = view.byTestId('badge-tooltip')!;
    expect(tip.textContent).toBe('Copy');
    await click(badge);
    expect(await navigator.clipboard.readText()).toBe('w-123');
    expect(tip.textContent).toBe('Copied');
    expect(badge.getAttribute('aria-label')).toBe('Widget id: w-123. Copied');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await click(badge);
    await act(() => vi.advanceTimersByTimeAsync(2_499));
    expect(tip.textContent).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(tip.textContent).toBe('Copy');
    expect(badge.hasAttribute('data-copied')).toBe(false);
  });

  it('stays silent when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const view = await renderInDom(<CopyBadge value="w-123" label="Widget id" testId="badge" />);
    await click(view.byTestId('badge'));
    expect(view.byTestId('badge-tooltip')!.textContent).toBe('Copy');
  });
});
