// After a failed e2e run: each failed test's error context (Playwright's error-context.md: the error and the page's
// accessibility snapshot when it failed) printed into the log. CI keeps only the log; the artifacts (traces,
// screenshots) go with the clean clone, and a failure that does not come back could not be explained without this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Longest part of one context printed: the page's snapshot comes first after the error, and is what is needed. */
const MAX_CHARS = 6000;

export function failureContexts(artifactsDir) {
  if (!existsSync(artifactsDir)) return [];
  return readdirSync(artifactsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(artifactsDir, entry.name, 'error-context.md')))
    .map((entry) => {
      const text = readFileSync(path.join(artifactsDir, entry.name, 'error-context.md'), 'utf8');
      return { test: entry.name, text: text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n… (${text.length - MAX_CHARS} more characters)` : text };
    });
}

export function printFailureContexts(artifactsDir) {
  for (const { test, text } of failureContexts(artifactsDir)) {
    console.log(`\n=== e2e failure context: ${test}\n${text}`);
  }
}
