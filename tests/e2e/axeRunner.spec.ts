// The suite's axe runner (axe.ts) finds what it must: a violation in the page, one inside a same-origin frame, one
// in a part of the page it was asked to scan and none outside it, and the final colours of a transition, not its
// first ones. Served from a local route, no studio needed.
import { expect, test, type Page } from '@playwright/test';
import { analyzeSettledPage, settleAnimations } from './axe';

const ORIGIN = 'http://axe-runner.test';

async function serve(page: Page, pages: Record<string, string>): Promise<void> {
  await page.route(`${ORIGIN}/**`, (route) => {
    const body = pages[new URL(route.request().url()).pathname];
    return body === undefined ? route.fulfill({ status: 404 }) : route.fulfill({ status: 200, contentType: 'text/html', body });
  });
}

const document = (body: string) => `<!doctype html><html lang="en"><head><title>axe runner</title></head><body><main>${body}</main></body></html>`;

function ruleIds(results: Awaited<ReturnType<typeof analyzeSettledPage>>): string[] {
  return results.violations.map((violation) => violation.id);
}

test('a violation in the page and one inside a same-origin frame are both found, on every scan of the document', async ({ page }) => {
  await serve(page, {
    '/': document('<h1>Top</h1><button></button><iframe title="inner" src="/inner"></iframe>'),
    '/inner': document('<h1>Inner</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'),
  });
  await page.goto(`${ORIGIN}/`);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Inner' })).toBeVisible();
  for (let scan = 0; scan < 2; scan += 1) {
    const results = await analyzeSettledPage(page);
    expect(ruleIds(results)).toEqual(expect.arrayContaining(['button-name', 'image-alt']));
    const image = results.violations.find((violation) => violation.id === 'image-alt')!;
    expect(image.nodes[0]!.target).toEqual(['iframe', 'img']);
  }
});

test('a scan of one part leaves the rest of the page out', async ({ page }) => {
  await serve(page, { '/': document('<section id="good"><h1>Fine</h1><button>Named</button></section><section id="bad"><button></button></section>') });
  await page.goto(`${ORIGIN}/`);
  expect(ruleIds(await analyzeSettledPage(page, '#good'))).toEqual([]);
  expect(ruleIds(await analyzeSettledPage(page, '#bad'))).toContain('button-name');
});

test('settling finishes a colour transition, so the scan judges the colour it ends on', async ({ page }) => {
  // The text fades from unreadable to readable over a minute: scanned mid-way it would fail color-contrast.
  await serve(page, {
    '/': document(
      '<style>p{color:#fff;background:#fff;transition:color 60s linear}p.ready{color:#111}</style><h1>Fade</h1><p id="text">Readable in the end</p>',
    ),
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => {
    const text = window.document.getElementById('text')!;
    void text.getBoundingClientRect();
    text.classList.add('ready');
  });
  await expect.poll(() => page.evaluate(() => window.document.getAnimations().length)).toBe(1);
  await settleAnimations(page);
  expect(await page.evaluate(() => window.document.getAnimations().length)).toBe(0);
  expect(await page.locator('#text').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(17, 17, 17)');
  expect(ruleIds(await analyzeSettledPage(page))).not.toContain('color-contrast');
});
