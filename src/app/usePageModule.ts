// A route's page code, loaded on first use and kept (issue 24). Not React.lazy: a lazy page suspends its first
// render, and React 19 reveals a Suspense boundary's content no sooner than 300 ms after its fallback appeared
// (FALLBACK_THROTTLE_MS), so a page whose code arrived 50 ms after the fallback still waited ~300 ms with every answer
// in hand (measured on the flow page: rendered at 553–620 ms, committed at 819–897 ms, its effects — the flow handed
// over, the first view, the editor's build — all behind). Here the page is a state update like any other: the
// loader shows until the code is in, then the page renders and commits at once. A failed load is thrown during
// render, to the error boundary, as lazy did.
import { useEffect, useState, type ComponentType } from 'react';

export type PageLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** What each loader has given, kept for the page's life (a module is loaded once). */
const loaded = new Map<PageLoader<never>, ComponentType<never>>();

/** The page `load` gives once it has loaded; null until then (the caller shows its loader). */
export function usePageModule<P>(load: PageLoader<P>): ComponentType<P> | null {
  const known = () => (loaded.get(load as PageLoader<never>) as ComponentType<P> | undefined) ?? null;
  const [state, setState] = useState<{ load: PageLoader<P>; page: ComponentType<P> | null; error: unknown }>(() => ({ load, page: known(), error: undefined }));
  useEffect(() => {
    if (known()) return;
    let current = true;
    load().then(
      (module) => {
        loaded.set(load as PageLoader<never>, module.default as ComponentType<never>);
        if (current) setState({ load, page: module.default, error: undefined });
      },
      (error: unknown) => {
        if (current) setState({ load, page: null, error });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state.load === load && state.error !== undefined) throw state.error;
  // The route changed: the new page's code when it is already loaded, else nothing until it is.
  return state.load === load ? state.page : known();
}
