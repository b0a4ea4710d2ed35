// The accessibility check of the end-to-end suite (issue 25): axe-core, run in the page and its frames, with the
// WCAG 2.0/2.1/2.2 A and AA rules. A serious or critical violation fails the test (softly: every scan of the test
// still runs, so one run lists everything); moderate and minor ones are printed. Each scan is appended to
// test-results/axe/<file>.jsonl, so the counts the README gives can be read back (tests/e2e/axeCounts.ts).
import { expect, test, type Frame, type Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** WCAG 2.2 AA as axe tags it: the A and AA rules of 2.0, 2.1 and 2.2. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);
const REPORT_DIR = 'test-results/axe';

export interface AxeScanOptions {
  /** Only this part of the page (a CSS selector), e.g. an open modal. */
  include?: string;
  /** Where the report line is written (default: the running spec file's name). */
  report?: string;
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Brings every finite animation and transition on the page to its end at once: a fading modal, or colours moving to
 * the new theme, have no final colours yet, and their final state is what axe must see. Finishing them is what their
 * natural end does, without the wait (a quarter second per scan, 150 scans a run).
 */
export async function settleAnimations(page: Page): Promise<void> {
  const settle = () =>
    page.evaluate(() => {
      for (const animation of document.getAnimations()) {
        if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
        try {
          animation.finish();
        } catch {
          // An animation that cannot be finished (no effect target any more) has no colours to settle.
        }
      }
    });
  try {
    await settle();
  } catch (error) {
    // A navigation under way (the sign-in redirect): settle the page it leads to, once it has loaded.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    await settle();
  }
}

/** Runs axe on the page as it is now and judges it: serious/critical fail the test, the rest is printed. */
export async function expectNoSeriousViolations(page: Page, name: string, options: AxeScanOptions = {}): Promise<AxeFinding[]> {
  await settleAnimations(page);
  const results = await analyzeSettledPage(page, options.include);
  const findings: AxeFinding[] = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  writeReport(options.report ?? path.basename(test.info().file, '.spec.ts'), name, findings);
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact));
  for (const finding of findings.filter((each) => !BLOCKING.has(each.impact))) {
    console.log(`[axe] ${name}: ${finding.impact} ${finding.id} (${finding.help}) at ${finding.targets.slice(0, 3).join(' | ')}`);
  }
  expect.soft(blocking.map((finding) => `${finding.impact} ${finding.id}: ${finding.help} at ${finding.targets.slice(0, 5).join(' | ')}`), `axe on ${name}`).toEqual([]);
  return findings;
}

/**
 * axe's results for the page; a scan that a navigation interrupted (the provider's pages redirect as they load) is
 * run again on the page that navigation led to, once it has loaded.
 */
export async function analyzeSettledPage(page: Page, include?: string): Promise<AxeResults> {
  try {
    return await runAxe(page, include);
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return runAxe(page, include);
  }
}

type AxeWindow = { axe?: { run(context: unknown, options: unknown): Promise<AxeResults> } };

/**
 * axe.run in the page with the WCAG 2.2 AA rules, its same-origin frames included (axe's frame messaging, as
 * @axe-core/playwright's legacy mode does). axe-core is injected into a document once, not on every scan: its 550 KB
 * source, evaluated twice per scan in each frame by AxeBuilder, cost ~0.4 s a scan on this machine.
 */
async function runAxe(page: Page, include: string | undefined): Promise<AxeResults> {
  for (const frame of page.frames()) await injectAxe(frame);
  const options = { runOnly: { type: 'tag', values: WCAG_22_AA } };
  return page.evaluate(
    ({ include, options }) => {
      const { axe } = window as unknown as AxeWindow;
      if (!axe) throw new Error('axe-core is not in the page');
      return axe.run(include ? { include: [include] } : document, options);
    },
    { include: include ?? null, options },
  );
}

/** Puts axe-core into a frame that has none yet; a frame that does not answer within a second (gone, blank) is left out. */
async function injectAxe(frame: Frame): Promise<void> {
  const inject = async () => {
    if (await frame.evaluate(() => typeof (window as unknown as AxeWindow).axe?.run === 'function')) return;
    await frame.evaluate(axeCore.source);
    await frame.evaluate(() => (window as unknown as { axe: { configure(options: unknown): void } }).axe.configure({ allowedOrigins: ['<same_origin>'] }));
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1_000);
  });
  await Promise.race([inject().catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

/**
 * The same scan in the light and the dark theme (the studio's System choice follows the emulated colour scheme),
 * leaving the page light again.
 */
export async function expectNoSeriousViolationsInBothThemes(page: Page, name: string, options: AxeScanOptions = {}): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectNoSeriousViolations(page, `${name} (${scheme})`, options);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
}

function writeReport(file: string, name: string, findings: AxeFinding[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const line = { scan: name, findings: findings.map(({ id, impact, targets }) => ({ id, impact, nodes: targets.length })) };
  appendFileSync(path.join(REPORT_DIR, `${file}.jsonl`), `${JSON.stringify(line)}\n`);
}
