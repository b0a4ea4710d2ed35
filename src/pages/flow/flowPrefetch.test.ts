import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetFlow } from '../../../contracts/entities';
import { prefetchFlow, takePrefetchedFlow } from './flowPrefetch';
import type { FlowLoader } from './loadFlow';

const answer: WidgetFlow = { widgetId: 'w', version: 3, flow: { nodes: [], connections: [] }, updatedAt: '2026-01-01T00:00:00.000Z', updatedBy: 'u' };

function loader() {
  const requested: string[] = [];
  const api: FlowLoader = {
    url: (path) => `http://studio.test/api${path}`,
    accessToken: () => 'token',
    get: async <T,>(path: string) => {
      requested.push(path);
      return answer as T;
    },
  };
  return { api, requested };
}

afterEach(() => vi.useRealTimers());

describe('flowPrefetch', () => {
  it('starts one load per path and hands it over once, with its progress', async () => {
    const { api, requested } = loader();
    prefetchFlow(api, '/widgets/w/flow');
    prefetchFlow(api, '/widgets/w/flow');
    expect(requested).toEqual(['/widgets/w/flow']);
    const taken = takePrefetchedFlow('/widgets/w/flow')!;
    expect(takePrefetchedFlow('/widgets/w/flow')).toBeNull();
    const progress: number[] = [];
    taken.onProgress((p) => progress.push(p.fraction));
    expect(progress).toEqual([0]);
    await expect(taken.flow).resolves.toEqual(answer);
    expect(takePrefetchedFlow('/widgets/other/flow')).toBeNull();
  });

  it('drops a load nobody took after a while', () => {
    vi.useFakeTimers();
    const { api } = loader();
    prefetchFlow(api, '/widgets/x/flow');
    vi.advanceTimersByTime(31_000);
    expect(takePrefetchedFlow('/widgets/x/flow')).toBeNull();
  });
});
