// The entrypoint: the visitor and page facts of editor.md §3, ip and country as the server sees them
// (GET …/visitor), one value per configured query parameter (from the page URL) and per data attribute
// (from the embed's data-* attributes). A missing parameter or attribute is null. The page URL is the visitor's
// page (context/visitorPage.ts): for the iframe and the share link, the embedding page, not the studio's /w/ page.
import type { ContextValue, VisitorFacts } from '../../contracts/runtime';
import type { NodeExecutor } from './nodeExecutor';

export interface EntrypointSources {
  widgetId: string;
  /** The embed's data-* attributes, by attribute name (`data-user-id`). */
  dataAttributes: Record<string, string>;
  /** ip and country; a failed lookup gives ''. */
  visitorFacts(): Promise<VisitorFacts>;
  /** The address of the page the visitor is on (visitorPageUrl); default: this window's location. */
  pageUrl?: string;
}

function queryOf(address: string): URLSearchParams {
  try {
    return new URL(address).searchParams;
  } catch {
    return new URLSearchParams();
  }
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function entrypointNode(sources: EntrypointSources): NodeExecutor {
  return async (run) => {
    const view = run.mount.ownerDocument.defaultView!;
    const facts = await sources.visitorFacts().catch((): VisitorFacts => ({ ip: '', country: '' }));
    const pageUrl = sources.pageUrl ?? view.location.href;
    const query = queryOf(pageUrl);
    const values: Record<string, ContextValue> = {
      widget_id: sources.widgetId,
      session_id: run.visitor.sessionId,
      pageload_id: run.visitor.pageloadId,
      lead_id: run.visitor.leadId,
      page_url: pageUrl,
      user_agent: view.navigator.userAgent,
      referrer: view.document.referrer,
      now: new Date().toISOString(),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
      language: view.navigator.language ?? '',
      country: facts.country,
      ip: facts.ip,
    };
    // The context keeps the offered (normalised) names; unqualified raw names are normalised on the way in.
    for (const name of strings(run.node.config.queryParams)) values[name] = query.get(name);
    for (const name of strings(run.node.config.dataAttributes)) values[name] = sources.dataAttributes[name] ?? null;
    return { port: 0, values };
  };
}
