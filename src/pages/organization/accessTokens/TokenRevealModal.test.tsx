// @vitest-environment happy-dom
// The new access token's copy button (studio.md §9: copy feedback 1 s for the token copy).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { click, renderInDom, unmountAll } from '../../../../tests/harness/renderInDom';
import type { CreatedAccessToken } from './accessTokenTypes';
import { TokenRevealModal } from './TokenRevealModal';

const token: CreatedAccessToken = { id: 't1', organizationId: 'o1', expired: false, name: 'CI', description: '', expiresAt: '2100-01-01T00:00:00.000Z', lastUsedAt: null, createdAt: '2025-01-01T00:00:00.000Z', createdBy: 'u1', token: 'wst_secret_value' };

describe('TokenRevealModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await unmountAll();
    vi.useRealTimers();
  });

  it('copies the token and reads "Copied" for 1 s', async () => {
    const view = await renderInDom(<TokenRevealModal token={token} onDone={() => undefined} />);
    const copy = view.byTestId('token-copy')!;
    expect(copy.textContent).toBe('Copy');
    await click(copy);
    expect(await navigator.clipboard.readText()).toBe('wst_secret_value');
    expect(copy.textContent).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(copy.textContent).toBe('Copied');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(copy.textContent).toBe('Copy');
  });
});
