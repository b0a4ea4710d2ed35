// Renders React into the test's DOM (happy-dom) and drives it inside act(), for component tests that need
// effects, state and events (renderToStaticMarkup runs none of them). A file using it starts with
// `// @vitest-environment happy-dom`.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// React warns about updates outside act() unless told that this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Rendered {
  container: HTMLElement;
  /** The element with this data-testid (anywhere in the document: modals and portals included), or null. */
  byTestId<E extends Element = HTMLElement>(testId: string): E | null;
  rerender(element: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Root>();

export async function renderInDom(element: ReactNode): Promise<Rendered> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.add(root);
  await act(async () => root.render(element));
  return {
    container,
    byTestId: <E extends Element = HTMLElement>(testId: string) => document.querySelector<E>(`[data-testid="${testId}"]`),
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

/** Unmounts whatever is still mounted (call from afterEach). */
export async function unmountAll(): Promise<void> {
  for (const root of mounted) await act(async () => root.unmount());
  mounted.clear();
  document.body.innerHTML = '';
}

/** Clicks an element the way a user does (the click event bubbles to React's root listener). */
export async function click(element: Element | null): Promise<void> {
  if (!element) throw new Error('click: no element');
  await act(async () => {
    (element as HTMLElement).click();
  });
}

/** Sets a text field's value as typing does (through the native setter, so React sees the change). */
export async function typeInto(field: HTMLInputElement | HTMLTextAreaElement | null, value: string): Promise<void> {
  if (!field) throw new Error('typeInto: no field');
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
