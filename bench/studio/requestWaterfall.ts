// The requests of one page open as a waterfall (pure): when each left, when its answer began and ended,
// relative to the navigation start, shortest path first by start. Collected with Playwright's request events
// (they include the flow-load worker's requests, which the page's own resource timings do not).

export interface WaterfallEntry {
  /** Path and query (the origin left out). */
  path: string;
  /** document, script, fetch, xhr, … (Playwright's resourceType). */
  type: string;
  method: string;
  status: number;
  /** ms since navigation start. */
  start: number;
  /** First byte of the answer (ms since navigation start); null when unknown. */
  firstByte: number | null;
  /** Last byte (ms since navigation start). */
  end: number;
  /** Bytes on the wire (the answer's encoded body), when known. */
  bytes: number | null;
}

const PATH_WIDTH = 72;

function shortPath(path: string): string {
  // Hashed asset names and ids stay readable: only the tail is cut.
  return path.length <= PATH_WIDTH ? path : `${path.slice(0, PATH_WIDTH - 1)}…`;
}

function kib(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** One line per request: start → first byte → end (ms), type, method, status, path, size. */
export function formatWaterfall(entries: readonly WaterfallEntry[]): string[] {
  const sorted = [...entries].sort((a, b) => a.start - b.start || a.end - b.end);
  return sorted.map((entry) => {
    const firstByte = entry.firstByte === null ? '    –' : entry.firstByte.toFixed(0).padStart(5);
    return `${entry.start.toFixed(0).padStart(5)} → ${firstByte} → ${entry.end.toFixed(0).padStart(5)} ms  ${entry.type.padEnd(8)} ${entry.method.padEnd(5)} ${String(entry.status).padEnd(3)} ${shortPath(entry.path)} ${kib(entry.bytes)}`.trimEnd();
  });
}

/**
 * The chain a page waited on: each request whose start came after the previous one in the chain had ended
 * (within `slackMs`), starting from the document. A serial chain of API calls and chunks shows up as a long list;
 * requests sent together do not.
 */
export function serialChain(entries: readonly WaterfallEntry[], slackMs = 5): WaterfallEntry[] {
  const sorted = [...entries].sort((a, b) => a.start - b.start);
  const chain: WaterfallEntry[] = [];
  for (const entry of sorted) {
    const last = chain[chain.length - 1];
    if (!last || entry.start >= last.end - slackMs) chain.push(entry);
  }
  return chain;
}
