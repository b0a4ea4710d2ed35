// Playwright's test with a page that fails the test on any Content-Security-Policy violation: the
// securitypolicyviolation events of every document the page shows (the studio, the provider's pages, the billing
// pages), reported through the console, and any "Refused to …" console error. Checked by hand that an inline
// script injected into a studio page fails a test. Note that page.evaluate itself is exempt from the CSP (DevTools
// evaluation), so only what the app does is judged. Specs import { test, expect } from here.
import { expect, test as base } from '@playwright/test';

const VIOLATION_TAG = '[csp-violation]';

export const test = base.extend({
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(VIOLATION_TAG) || /Refused to (load|execute|evaluate|apply|connect|frame|create|run)/.test(text)) {
        violations.push(`${page.url()}: ${text}`);
      }
    });
    await page.addInitScript((tag) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`${tag} ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
      });
    }, VIOLATION_TAG);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
