// Posts a report to the studio's own origin in a way that survives the page closing: navigator.sendBeacon (JSON as
// text/plain, which the studio's report endpoints read), else a keepalive fetch. Failures are ignored: a report
// must never disturb the page. Used by the error reports and the API calls' spans.
export type PostToStudio = (url: string, body: string) => void;

export const postToStudio: PostToStudio = (url, body) => {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined);
};
