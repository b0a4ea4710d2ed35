// Loads the runtime bundle once per page (a classic script from the studio, with the CSP nonce when given) and
// answers its global. Several widgets, or the loader and the React component, share the one load.
import { RUNTIME_GLOBAL, type RuntimeGlobal } from './runtimeGlobal';

const loads = new Map<string, Promise<RuntimeGlobal>>();

export function loadRuntime(doc: Document, src: string, nonce?: string): Promise<RuntimeGlobal> {
  const scope = doc.defaultView as unknown as Record<string, RuntimeGlobal | undefined>;
  const ready = scope[RUNTIME_GLOBAL];
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<RuntimeGlobal>((resolve, reject) => {
      const script = doc.createElement('script');
      script.src = src;
      script.async = true;
      script.crossOrigin = 'anonymous';
      if (nonce) script.nonce = nonce;
      script.onload = () => {
        const runtime = scope[RUNTIME_GLOBAL];
        if (runtime) resolve(runtime);
        else reject(new Error('the widget runtime did not start'));
      };
      script.onerror = () => reject(new Error(`the widget runtime could not be loaded from ${src}`));
      doc.head.append(script);
    });
    load.catch(() => loads.delete(src));
    loads.set(src, load);
  }
  return load;
}
