// @vitest-environment happy-dom
// studio.md §2.8: "When synced is false the data is refreshed once later." The organization's subscription is read
// once; an unsynced answer (a change the payment provider has not confirmed yet) is read once more 5 s later, and
// never again after that; a synced answer is never read again by itself.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInDom, unmountAll } from '../../../../tests/harness/renderInDom';
import { ApiProvider } from '../../../api/ApiContext';
import type { Subscription } from './subscriptionTypes';
import { useSubscription } from './useSubscription';

function subscription(synced: boolean): Subscription {
  return {
    synced,
    status: 'active',
    paid: true,
    plan: { template: 'team', name: 'Team', paid: true },
    billed: 'monthly',
    billingPeriod: { end: '2100-01-01T00:00:00.000Z' },
    cancelledAt: null,
    card: null,
    pendingCheckout: null,
  };
}

/** The API as far as this hook reads it: the subscription as it stands now, and how often it was asked for. */
function subscriptionServer(organizationId: string, initial: Subscription) {
  const server = { current: initial, reads: 0 };
  vi.stubGlobal('fetch', async (url: string) => {
    if (url !== `/api/organizations/${organizationId}/subscription`) return new Response('{}', { status: 404 });
    server.reads += 1;
    return new Response(JSON.stringify(server.current), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return server;
}

function Probe({ organizationId }: { organizationId: string }) {
  const { data } = useSubscription(organizationId);
  return <p data-testid="synced">{data === undefined ? 'loading' : String(data.synced)}</p>;
}

async function mount(organizationId: string) {
  const view = await renderInDom(
    <ApiProvider baseUrl="/api" getAccessToken={() => 'token'}>
      <Probe organizationId={organizationId} />
    </ApiProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useSubscription', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    await unmountAll();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads an unsynced subscription once more 5 s later, and shows that answer', async () => {
    const server = subscriptionServer('org-unsynced', subscription(false));
    const view = await mount('org-unsynced');
    expect(server.reads).toBe(1);
    expect(view.byTestId('synced')!.textContent).toBe('false');
    // The provider confirms the change meanwhile.
    server.current = subscription(true);
    await wait(4_999);
    expect(server.reads).toBe(1);
    await wait(1);
    expect(server.reads).toBe(2);
    expect(view.byTestId('synced')!.textContent).toBe('true');
  });

  it('reads it only once more, even when it is still unsynced then', async () => {
    const server = subscriptionServer('org-still-unsynced', subscription(false));
    const view = await mount('org-still-unsynced');
    await wait(5_000);
    expect(server.reads).toBe(2);
    expect(view.byTestId('synced')!.textContent).toBe('false');
    await wait(60_000);
    expect(server.reads).toBe(2);
  });

  it('never reads a synced subscription again by itself', async () => {
    const server = subscriptionServer('org-synced', subscription(true));
    const view = await mount('org-synced');
    expect(view.byTestId('synced')!.textContent).toBe('true');
    await wait(60_000);
    expect(server.reads).toBe(1);
  });
});
