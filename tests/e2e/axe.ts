// The accessibility check of the end-to-end suite (issue 25): axe-core through @axe-core/playwright with the
// WCAG 2.0/2.1/2.2 A and AA rules. A serious or critical violation fails the test (softly: every scan of the test
// still runs, so one run lists everything); moderate and minor ones are printed. Each scan is appended to
// test-results/axe/<file>.jsonl, so the counts the README gives can be read back (tests/e2e/axeCounts.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

/** Waits until every finite animation and transition on the page ended (a fading modal has no final colours yet). */
export async function settleAnimations(page: Page): Promise<void> {
  const settle = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
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
  // Legacy mode: axe gathers the frames' results itself, without the blank page the default mode opens per scan
  // (seconds each on the busy machine). The studio's frames (support chat, share preview) are same-origin.
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  const results = await analyzeSettledPage(page, builder);
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
async function analyzeSettledPage(page: Page, builder: AxeBuilder): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  try {
    return await builder.analyze();
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    return builder.analyze();
  }
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
