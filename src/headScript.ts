// The script inlined into index.html's head, before the style sheet (esbuild.config.mjs builds it on its own, as one
// classic script): it runs while the HTML is parsed, before anything else of the page can (src/app/firstViewAhead.ts).
import { sendFirstViewAhead } from './app/firstViewAhead';

try {
  sendFirstViewAhead(window);
} catch {
  // Storage the browser refuses, say: the first script asks as always.
}
