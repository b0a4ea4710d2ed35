// The runtime configuration written into the page itself (issue 24): a JSON data block at the top of the head, so
// the studio's first script knows where the API and the session are the moment it runs and sends the route's first
// requests at once, instead of a round trip to /app-config.json later (which, on a fresh browser over HTTP/1.1, was
// answered 0.2–0.5 s after navigation and queued the API calls behind it). /app-config.json stays for other readers.
// Pure.
import { APP_CONFIG_ELEMENT_ID } from '../contracts/appConfigBlock';

/**
 * `html` with `config` as `<script type="application/json" id="app-config">` right after `<head>` (a data block is
 * never executed, so the page's CSP allows it). `<` is escaped so no value can end the element early.
 */
export function withInlineAppConfig(html: string, config: unknown): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `\n    <script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">${json}</script>`;
  const at = head.index + head[0].length;
  return html.slice(0, at) + block + html.slice(at);
}
