// @vitest-environment happy-dom
// A route's page code loaded by usePageModule: the loader shows until the code is in, then the page renders and
// commits at once (no Suspense reveal throttle), later mounts get it at once, and a failed load reaches the error
// boundary.
import { act, Component, useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInDom, unmountAll } from '../../tests/harness/renderInDom';
import { usePageModule, type PageLoader } from './usePageModule';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

function Route({ load, log }: { load: PageLoader<{ log: string[] }>; log: string[] }) {
  const Page = usePageModule(load);
  return Page ? <Page log={log} /> : <p data-testid="loading">Loading</p>;
}

function FlowPage({ log }: { log: string[] }) {
  useEffect(() => void log.push('page effect'), [log]);
  return <p data-testid="page">The page</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p data-testid="failed">{String(this.state.error)}</p> : this.props.children;
  }
}

afterEach(unmountAll);

describe('usePageModule', () => {
  it('shows the loader, then the page and its effects as soon as the code is in', async () => {
    const code = deferred<{ default: typeof FlowPage }>();
    const load = () => code.promise;
    const log: string[] = [];
    const view = await renderInDom(<Route load={load} log={log} />);
    expect(view.byTestId('loading')).not.toBeNull();
    await act(async () => code.resolve({ default: FlowPage }));
    expect(view.byTestId('page')).not.toBeNull();
    expect(log).toEqual(['page effect']);
  });

  it('a later mount of a loaded page renders it in its first render, with no loader', async () => {
    const load = () => Promise.resolve({ default: FlowPage });
    const first = await renderInDom(<Route load={load} log={[]} />);
    await act(async () => undefined);
    expect(first.byTestId('page')).not.toBeNull();
    await first.unmount();
    const seen: string[] = [];
    function Probe() {
      const Page = usePageModule(load);
      seen.push(Page ? 'page' : 'loader');
      return null;
    }
    await renderInDom(<Probe />);
    expect(seen[0]).toBe('page');
  });

  it('a failed load is thrown to the error boundary', async () => {
    const code = deferred<{ default: typeof FlowPage }>();
    const load = () => code.promise;
    const view = await renderInDom(
      <Boundary>
        <Route load={load} log={[]} />
      </Boundary>,
    );
    const original = console.error;
    console.error = () => undefined;
    try {
      await act(async () => code.reject(new Error('chunk failed')));
    } finally {
      console.error = original;
    }
    expect(view.byTestId('failed')?.textContent).toBe('Error: chunk failed');
  });
});
