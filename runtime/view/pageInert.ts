// The host page behind an open visitor dialog is inert (issue 25): nothing behind it can be focused, clicked or
// read by a screen reader, as with a native modal <dialog>. Each open dialog has its own host element, for visitors
// a child of <body> (runtime/nodes/viewNode.ts); the last one opened is on top, and while it is open the siblings
// of it and of each of its ancestors up to <body> are inert. Only the inert attributes this module set are ever
// removed, so a page's own inert parts stay inert.

const openDialogs: HTMLElement[] = [];
/** Elements this module made inert (and must give back). */
const madeInert = new Set<Element>();

function refresh(doc: Document): void {
  const top = openDialogs.at(-1) ?? null;
  const wanted = new Set<Element>();
  for (let at: Element | null = top; at && at !== doc.body && at.parentElement; at = at.parentElement) {
    for (const sibling of at.parentElement.children) if (sibling !== at) wanted.add(sibling);
  }
  for (const element of madeInert) {
    if (wanted.has(element)) continue;
    element.removeAttribute('inert');
    madeInert.delete(element);
  }
  for (const element of wanted) {
    if (madeInert.has(element) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

/** `host` (a child of <body>) opened as a modal dialog: the rest of the page goes inert. */
export function openModalHost(host: HTMLElement): void {
  if (!openDialogs.includes(host)) openDialogs.push(host);
  refresh(host.ownerDocument);
}

/** `host` closed: the page behind is live again (or the dialog below it is on top). */
export function closeModalHost(host: HTMLElement): void {
  const index = openDialogs.indexOf(host);
  if (index >= 0) openDialogs.splice(index, 1);
  refresh(host.ownerDocument);
}
