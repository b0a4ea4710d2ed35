// The address of the page the visitor is on (entrypoint `page_url`, its query parameters, widget_shown's `url`).
// A widget embedded by the script tag or the React component runs on that page: its own location. The iframe and
// the share link run the studio's /w/ page instead, whose address says nothing of the visitor's page:
// - in a frame, the embedding page is what the browser reports as the referrer (the iframe snippet asks for the
//   full address with referrerpolicy="no-referrer-when-downgrade"; a host page that overrides it gives its origin
//   or nothing);
// - opened as a link, the page the visitor came from (the referrer), when there is one.
// Without a referrer the /w/ address stays. The browser reports it: it is stored as data, never trusted for security.

export interface PageFacts {
  /** The runtime's own location. */
  href: string;
  /** document.referrer ('' when none). */
  referrer: string;
}

export function pageFacts(view: Window): PageFacts {
  return { href: view.location.href, referrer: view.document.referrer };
}

function isWidgetPage(href: string, studioOrigin: string): boolean {
  try {
    const url = new URL(href);
    return url.origin === studioOrigin && url.pathname.startsWith('/w/');
  } catch {
    return false;
  }
}

function httpAddress(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** `studioOrigin`: where the runtime came from (the loader's script origin). */
export function visitorPageUrl(facts: PageFacts, studioOrigin: string): string {
  if (!isWidgetPage(facts.href, studioOrigin)) return facts.href;
  return httpAddress(facts.referrer) ?? facts.href;
}
