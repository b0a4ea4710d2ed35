// What the benches of a fresh browser on a static page share (freshBrowserFloorBench.ts, loadingIndicatorBench.ts):
// a local server for the page, a fresh browser per round launched as the studio bench's cold rounds launch it, and
// the median they report.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchWith } from '../../tests/harness/chromium';

/** Serves `listener` on a free local port while `use` runs, with the server's base URL. */
export async function withLocalServer<T>(listener: RequestListener, use: (base: string) => Promise<T>): Promise<T> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

/** A fresh browser (no profile, the given GL set or the prescribed switches) for `use`, closed after it. */
export async function inFreshBrowser<T>(gl: string | undefined, use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch(chromiumLaunchWith(gl));
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

export const median = (list: number[]): number => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
