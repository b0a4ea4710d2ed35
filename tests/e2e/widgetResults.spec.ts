// The widget page and the Results page as a designer uses them, on one published widget (serial):
// - the general info: copy the id (Copy, Copied, Copy again after 2.5 s; a refused clipboard is silent), the
//   organization link, placeholders, and the inactive-user badge of a member who has left (a real 403 lookup);
// - secrets added, refused (the rules of §5 under the fields, a name taken behind the page's back: the server's
//   409 under the field), the plan limit, manage mode and delete;
// - the widget, published, visited through its script tag (copied from the Share page) on a site of ANOTHER
//   origin: one visitor finishes, one errors (an http_request to a refused address, using the secret), one only
//   looks; the widget page's chart and counts, the secret's "last used";
// - Results: the stats, the records (partition filter, search, CSV export), the events (operations only, a trace);
// - a secret added on the widget page appears in the flow's placeholder picker and is gone after delete;
// - the danger zone: a failed archive says so, archive, unarchive, delete → the widgets list.
// Screenshots of both pages in light and dark go to test-results/screens/.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { callApi, nodeCenter, openFlow } from './flowEditorPage';
import { startHostSite, type HostSite } from './shareEmbed/hostSite';
import { createOrganization, createWidget, newUser, signUpNewUser, type NewUser } from './studioUser';
import { FEEDBACK_NODES, feedbackFlow } from './widgetResults/feedbackFlow';
import { freePort } from '../harness/freePort';

const STUDIO_PORT = Number(process.env.E2E_PORT ?? 18090);
// +1 is the share spec's host site; the two specs may run at the same time.
/** The host pages' port (another origin): a free one, so specs running side by side never collide. */
let HOST_PORT = 0;
const SECRET_VALUE = 'sk-live-5ecret-value';

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let owner: NewUser;
let host: HostSite;
let studio = '';
let organizationId = '';
let widgetId = '';

const widgetPath = () => `/${organizationId}/widgets/${widgetId}`;
const secretsPanel = () => page.getByTestId('widget-secrets');

test.beforeAll(async ({ browser }) => {
  HOST_PORT = await freePort();
  test.setTimeout(120_000);
  studio = `http://localhost:${STUDIO_PORT}`;
  context = await browser.newContext({ baseURL: studio });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio });
  page = await context.newPage();
  owner = await signUpNewUser(page, newUser('owner'));
  organizationId = await createOrganization(page, 'Results Co');
  widgetId = await createWidget(page, organizationId, 'Feedback');
  host = await startHostSite(HOST_PORT);
});

test.afterAll(async () => {
  await host?.close();
  await context?.close();
});

/** Waits for animations (a modal opening) to end, then saves a screenshot: the whole page, or with a modal the viewport its backdrop covers. */
async function screenshot(target: Page, name: string, fullPage = true): Promise<void> {
  await target.evaluate(() => window.scrollTo(0, 0));
  await target.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))));
  await target.screenshot({ path: `test-results/screens/${name}.png`, fullPage });
}

/** The tooltip of a disabled button (ui/Button wraps it in a Tooltip). */
function tooltipOf(button: Locator): Locator {
  return button.locator('xpath=..').getByRole('tooltip');
}

/** Uploads an image to the organization's files (multipart, the signed-in user's token); returns its id. */
async function uploadImage(target: Page, organizationId: string, png: Buffer): Promise<string> {
  const uploaded = await target.evaluate(
    async ({ organizationId, base64 }) => {
      const config = await (await fetch('/app-config.json')).json();
      let token = '';
      for (let index = 0; index < sessionStorage.length; index += 1) {
        const key = sessionStorage.key(index)!;
        if (key.startsWith('oidc.user:')) token = JSON.parse(sessionStorage.getItem(key)!).access_token;
      }
      const body = new FormData();
      body.append('file', new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }), 'logo.png');
      const response = await fetch(`${config.apiBase.replace(/\/+$/, '')}/organizations/${organizationId}/files`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
      return { status: response.status, body: await response.json() };
    },
    { organizationId, base64: png.toString('base64') },
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return uploaded.body.id as string;
}

async function addSecretThroughTheForm(name: string, value: string, description = ''): Promise<void> {
  await page.getByTestId('add-secret-button').click();
  await page.getByTestId('secret-name-input').fill(name);
  if (description) await page.getByTestId('secret-description-input').fill(description);
  await page.getByTestId('secret-value-input').fill(value);
  await page.getByTestId('create-secret-submit').click();
}

test('general info: the id copies (Copy, Copied, Copy after 2.5 s), placeholders, the organization link', async () => {
  await page.goto(widgetPath());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feedback');
  await expect(page.getByTestId('widget-name')).toHaveText('Feedback');
  await expect(page.getByTestId('widget-description')).toHaveText('No description yet.');
  await expect(page.getByTestId('widget-published')).toContainText('Not published yet');
  await expect(page.getByTestId('widget-created')).toContainText(owner.name);
  await expect(page.getByTestId('widget-created').locator('time')).toHaveText(/^(now|\d+ seconds? ago|1 minute ago)$/);
  await expect(page.getByTestId('widget-updated')).toContainText(owner.name);
  await expect(page.getByTestId('widget-archived-badge')).toHaveCount(0);
  // No logo: the organization's initials.
  await expect(page.getByTestId('widget-organization-logo')).toHaveText('RC');
  await expect(page.getByTestId('widget-organization-link')).toHaveAttribute('href', `/${organizationId}/widgets`);

  const copy = page.getByTestId('widget-id-copy');
  const tip = page.getByTestId('widget-id-copy-tooltip');
  await copy.hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText('Copy');
  // Taken before the click: the copied state starts while click() is still resolving, so a clock read after it
  // could see less than the state's 2.5 s (2,372 ms in one CI run).
  const copiedAt = Date.now();
  await copy.click();
  await expect(tip).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(widgetId);
  await expect(tip).toHaveText('Copy', { timeout: 10_000 });
  // The copied state lasts 2.5 s (a lower bound only: a busy machine can only make it longer).
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(2_400);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => {
      (window as Window & { copyRefused?: boolean }).copyRefused = true;
      return Promise.reject(new DOMException('denied', 'NotAllowedError'));
    };
  });
  await copy.click();
  await expect.poll(() => page.evaluate(() => (window as Window & { copyRefused?: boolean }).copyRefused)).toBe(true);
  await expect(tip).toHaveText('Copy');
  expect(errors).toEqual([]);

  await page.getByTestId('widget-organization-link').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));
});

test('secrets: the rules under the fields, a name taken meanwhile, the plan limit, manage and delete; the value never comes back', async () => {
  await page.goto(widgetPath());
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (0)' })).toBeVisible();
  await expect(page.getByTestId('secrets-empty')).toBeVisible();
  await expect(page.getByTestId('secrets-empty').locator('svg')).toBeVisible();
  await expect(page.getByTestId('secrets-manage-toggle')).toHaveCount(0);

  await page.getByTestId('add-secret-button').click();
  const submit = page.getByTestId('create-secret-submit');
  await expect(submit).toBeDisabled();
  await page.getByTestId('secret-name-input').fill('API Key');
  await expect(page.getByTestId('secret-name-input-error')).toHaveText('Use lowercase letters, digits and underscores only.');
  await page.getByTestId('secret-name-input').fill('k'.repeat(33));
  await expect(page.getByTestId('secret-name-input-error')).toHaveText('The name can be at most 32 characters long.');
  await page.getByTestId('secret-name-input').fill('api_key');
  await expect(page.getByTestId('secret-name-input-error')).toHaveCount(0);
  await page.getByTestId('secret-description-input').fill('Key of the feedback API');
  await page.getByTestId('secret-value-input').fill('v'.repeat(1025));
  await expect(page.getByTestId('secret-value-input-error')).toHaveText('The value can be at most 1024 characters long.');
  await expect(submit).toBeDisabled();
  await screenshot(page, 'widget-page-create-secret', false);
  await page.getByTestId('secret-value-input').fill('');
  await expect(page.getByTestId('secret-value-input-error')).toHaveText('Please enter the value.');
  await expect(page.getByTestId('secret-value-input')).toHaveAttribute('type', 'password');
  await page.getByTestId('secret-value-input').fill(SECRET_VALUE);
  await submit.click();
  await expect(page.getByTestId('create-secret-modal')).toBeHidden();
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (1)' })).toBeVisible();
  await expect(page.getByTestId('secret-item-name')).toHaveText(['api_key']);
  await expect(page.getByTestId('secret-item')).toContainText('{{secret.api_key}}');
  await expect(page.getByTestId('secret-item')).toContainText('Never used');

  // A name the list on screen does not know yet (added meanwhile elsewhere): the server's 409 shows under the field.
  expect((await callApi(page, 'POST', `/widgets/${widgetId}/secrets`, { name: 'dup_key', value: 'x' })).status).toBe(201);
  await addSecretThroughTheForm('dup_key', 'y');
  await expect(page.getByTestId('secret-name-input-error')).toHaveText('This widget already has a secret with this name.');
  await page.getByTestId('create-secret-modal').getByRole('button', { name: 'Cancel' }).click();
  // A name the list knows is refused before sending.
  await page.getByTestId('add-secret-button').click();
  await page.getByTestId('secret-name-input').fill('api_key');
  await expect(page.getByTestId('secret-name-input-error')).toHaveText('This widget already has a secret with this name.');
  await page.getByTestId('create-secret-modal').getByRole('button', { name: 'Cancel' }).click();

  // The free plan holds 5 secrets: at the limit, Add is disabled and says why.
  for (const name of ['extra_1', 'extra_2', 'extra_3']) expect((await callApi(page, 'POST', `/widgets/${widgetId}/secrets`, { name, value: 'x' })).status).toBe(201);
  await page.reload();
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (5)' })).toBeVisible();
  await expect(page.getByTestId('add-secret-button')).toBeDisabled();
  await expect(tooltipOf(page.getByTestId('add-secret-button'))).toHaveText('Your plan’s secrets limit is reached. Please upgrade to add more secrets.');

  // Manage mode: delete one (confirmed); Add is enabled again.
  await page.getByTestId('secrets-manage-toggle').click();
  await expect(page.getByTestId('secrets-manage-toggle')).toHaveText('Done');
  await page.getByTestId('secret-item').filter({ hasText: 'extra_1' }).getByTestId('secret-item-delete').click();
  await expect(page.getByTestId('delete-secret-modal')).toContainText('{{secret.extra_1}}');
  await page.getByTestId('delete-secret-confirm').click();
  await expect(page.getByTestId('delete-secret-modal')).toBeHidden();
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (4)' })).toBeVisible();
  await expect(page.getByTestId('add-secret-button')).toBeEnabled();
  await page.getByTestId('secrets-manage-toggle').click();
  await expect(page.getByTestId('secret-item-delete')).toHaveCount(0);
  for (const name of ['dup_key', 'extra_2', 'extra_3']) {
    const { body } = await callApi<{ secrets: { id: string; name: string }[] }>(page, 'GET', `/widgets/${widgetId}/secrets`);
    const id = body.secrets.find((secret) => secret.name === name)!.id;
    expect((await callApi(page, 'DELETE', `/widgets/${widgetId}/secrets/${id}`)).status).toBe(204);
  }

  // Write-only: no answer the studio gave the browser holds the value.
  const listed = await callApi(page, 'GET', `/widgets/${widgetId}/secrets`);
  expect(JSON.stringify(listed.body)).not.toContain(SECRET_VALUE);

  await page.reload();
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (1)' })).toBeVisible();
  await page.getByTestId('secret-item-open').click();
  const modal = page.getByTestId('secret-modal');
  await expect(modal.getByRole('heading', { name: 'api_key' })).toBeVisible();
  await expect(page.getByTestId('secret-modal-context')).toContainText('{{secret.api_key}}');
  await expect(page.getByTestId('secret-modal-created')).toContainText(owner.name);
  await expect(page.getByTestId('secret-modal-description')).toHaveText(/Key of the feedback API/);
  await expect(page.getByTestId('secret-modal-last-used')).toContainText('Never');
  await expect(page.getByTestId('secret-modal-help')).toHaveAttribute('href', '/docs/secrets');
  await expect(modal).not.toContainText(SECRET_VALUE);
  await page.getByTestId('secret-modal-close').click();
});

test('the logo, then its initials once the image cannot load; a member edits the description and leaves: an inactive user (403 lookup); a member may not delete secrets', async ({ browser }) => {
  // The organization's logo: its thumbnail from the uploads host.
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 220 } } }).png().toBuffer();
  const logoId = await uploadImage(page, organizationId, png);
  expect((await callApi(page, 'PATCH', `/organizations/${organizationId}`, { logo: logoId })).status).toBe(200);
  await page.goto(widgetPath());
  const logo = page.getByTestId('widget-organization-logo').locator('img');
  await expect(logo).toHaveAttribute('src', new RegExp(`/uploads/${logoId}/thumbnail\\.webp$`));
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  // The stored thumbnail is lost: a browser without it cached shows the initials instead (the member's, below).
  await rm(path.join(`test-results/e2e-data-${STUDIO_PORT}`, 'uploads', logoId, 'thumbnail.webp'));

  const memberContext = await browser.newContext({ baseURL: studio });
  const memberPage = await memberContext.newPage();
  const member = await signUpNewUser(memberPage, newUser('member'));
  const invited = await callApi(page, 'POST', `/organizations/${organizationId}/invitations`, { email: member.email, role: 'member' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const mine = await callApi<{ id: string }[]>(memberPage, 'GET', '/invitations');
  expect((await callApi(memberPage, 'POST', `/invitations/${mine.body[0]!.id}/accept`, null)).status).toBeLessThan(300);

  await memberPage.goto(widgetPath());
  await expect(memberPage.getByTestId('widget-organization-logo')).toHaveText('RC');
  await expect(memberPage.getByTestId('widget-organization-logo').locator('img')).toHaveCount(0);
  await expect(memberPage.getByTestId('add-secret-button')).toBeEnabled();
  await memberPage.getByTestId('secrets-manage-toggle').click();
  const remove = memberPage.getByTestId('secret-item-delete');
  await expect(remove).toBeDisabled();
  await expect(tooltipOf(remove)).toHaveText('You do not have permission to delete secrets of this widget.');
  await expect(memberPage.getByTestId('danger-zone-archive-button')).toBeEnabled();
  await memberPage.getByTestId('edit-widget-button').click();
  await memberPage.getByTestId('widget-description-input').fill('Collects feedback from the shop.');
  await memberPage.getByTestId('edit-widget-submit').click();
  await expect(memberPage.getByTestId('widget-description')).toHaveText('Collects feedback from the shop.');
  await expect(memberPage.getByTestId('widget-updated')).toContainText(member.name);
  expect((await callApi(memberPage, 'DELETE', `/organizations/${organizationId}/leave`)).status).toBeLessThan(300);
  await memberContext.close();

  await page.goto(widgetPath());
  await expect(page.getByTestId('widget-description')).toHaveText('Collects feedback from the shop.');
  await expect(page.getByTestId('widget-updated').getByTestId('user-foreign')).toHaveText('Inactive user');
  await expect(page.getByTestId('widget-created')).toContainText(owner.name);
});

test('published and visited through its script tag on another origin: the widget page shows the activity', async () => {
  test.setTimeout(120_000);
  const current = await callApi<{ version: number }>(page, 'GET', `/widgets/${widgetId}/flow`);
  const saved = await callApi(page, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow: feedbackFlow('api_key') });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await callApi(page, 'PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);

  // The script tag, as the Share page hands it out.
  await page.goto(`${widgetPath()}/share#embed`);
  await page.getByTestId('share-snippet-copy').click();
  await expect(page.getByTestId('share-snippet-copy')).toHaveText('Copied');
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toContain('/embed.js');
  host.setPage('/shop', `<p>Our shop</p>\n${snippet}`);

  const visit = async (email: string | null) => {
    const visitor = await context.newPage();
    await visitor.goto(`${host.origin}/shop`);
    await expect(visitor.getByText('Tell us what you think')).toBeVisible();
    if (email) {
      await visitor.getByLabel('Email').fill(email);
      await visitor.getByRole('button', { name: 'Send' }).click();
    }
    return visitor;
  };
  const finisher = await visit('ada@example.com');
  await expect(finisher.getByText('Thanks ada@example.com')).toBeVisible();
  await finisher.getByRole('button', { name: 'Close' }).click();
  const failing = await visit('fail@example.com');
  // The failure is shown before the third visit begins, so the session trace's order is the order lived.
  await expect(failing.locator('.notice')).toHaveText('Something went wrong. Please try again later.');
  const looker = await visit(null);

  // Events reach the studio on the visitors' flush timer: wait for the counters.
  await expect
    .poll(async () => {
      const { body } = await callApi<{ chart: Record<string, Record<string, number>> }>(page, 'GET', `/widgets/${widgetId}/stats_mini`);
      const total = (series: string) => Object.values(body.chart[series] ?? {}).reduce((sum, value) => sum + value, 0);
      return { shows: total('shows'), finishes: total('finishes'), errors: total('errors'), operations: total('operations') };
    }, { timeout: 30_000 })
    .toEqual({ shows: 3, finishes: 1, errors: 1, operations: 2 });
  await Promise.all([finisher.close(), failing.close(), looker.close()]);

  // Tall enough for the whole page, so the screenshots need no resize (which would redraw the chart).
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.goto(widgetPath());
  await expect(page.getByTestId('widget-published')).toContainText(owner.name);
  const chart = page.getByTestId('mini-stats-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  // The legend draws each series' line and marker (equal series stay apart); each entry toggles its series.
  await expect(chart.getByTestId('mini-stats-chart-legend-shows')).toHaveText('Shows');
  await expect(chart.getByTestId('mini-stats-chart-legend-errors')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('mini-stats-caption')).toHaveText('Per day over the last 7 days.');
  // Today is the last day: hover its point and read the tooltip.
  const over = chart.locator('.u-over');
  const box = (await over.boundingBox())!;
  await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2);
  const tooltip = page.getByTestId('mini-stats-chart-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('[data-series=shows]')).toHaveText(/Shows\s*3/);
  await expect(tooltip.locator('[data-series=finishes]')).toHaveText(/Finishes\s*1/);
  await expect(tooltip.locator('[data-series=errors]')).toHaveText(/Errors\s*1/);
  await expect(tooltip.locator('[data-series=operations]')).toHaveText(/Operations\s*2/);

  // The failing request used the secret: its "last used" is set now.
  await page.getByTestId('secret-item-open').click();
  await expect(page.getByTestId('secret-modal-last-used').locator('time')).toHaveText(/^(now|\d+ seconds? ago|1 minute ago)$/);
  await screenshot(page, 'widget-page-secret-modal', false);
  await page.getByTestId('secret-modal-close').click();
  await expect(page.getByTestId('secret-item')).toContainText(/Used (now|\d+ seconds? ago|1 minute ago)/);

  await page.mouse.move(box.x + box.width - 6, box.y + box.height / 2);
  await expect(tooltip).toBeVisible();
  await screenshot(page, 'widget-page-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The chart is drawn anew in the dark theme's colours: hover again.
  await page.mouse.move(box.x + box.width - 6, box.y + box.height / 2);
  await expect(page.getByTestId('mini-stats-chart-tooltip')).toBeVisible();
  await screenshot(page, 'widget-page-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('the widget list says the same as Results: shows, and the show to finish rate as a percent', async () => {
  await page.goto(`/${organizationId}/widgets`);
  const row = page.getByTestId('widget-item');
  await expect(row.getByTestId('widget-item-rate')).toHaveText('33.33%');
  await expect(row.getByText('Shows', { exact: true })).toBeVisible();
  await expect(row.getByText('Show to finish rate')).toBeVisible();
});

test('Results: the stats, the records (partition, search, CSV export), the events (operations only, a session trace)', async () => {
  await page.goto(`${widgetPath()}/results`);
  const metric = (name: string) => page.getByTestId(`metric-${name}`).locator('.results-metric__value');
  await expect(metric('shows')).toHaveText('3');
  await expect(metric('finishes')).toHaveText('1');
  await expect(metric('errors')).toHaveText('1');
  await expect(metric('operations')).toHaveText('2');
  await expect(metric('showToFinishRate')).toHaveText('33.33%');
  await expect(page.getByTestId('metric-showToFinishRate').locator('dt')).toHaveText('Show to finish rate');
  // Today alone: one labelled bar per series, not a line chart's single column of dots.
  const chart = page.getByTestId('results-chart');
  await expect(chart.locator('canvas')).toHaveCount(0);
  await expect(chart.getByTestId('results-chart-shows')).toHaveText('3');
  await expect(chart.getByTestId('results-chart-finishes')).toHaveText('1');
  await expect(chart.getByTestId('results-chart-errors')).toHaveText('1');
  await expect(chart.getByTestId('results-chart-operations')).toHaveText('2');
  await page.getByTestId('results-stats').screenshot({ path: 'test-results/screens/results-stats-today.png' });
  // Seven days: lines; finishes and errors are equal (1 and 1) and both stay visible (dash patterns, marker rings).
  await page.getByTestId('stats-period').selectOption('1w');
  await expect(page).toHaveURL(/stats_period=1w/);
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByTestId('results-chart-legend-finishes')).toBeVisible();
  await page.getByTestId('results-stats').screenshot({ path: 'test-results/screens/results-stats-week.png' });

  // Records: the first partition (alphabetically) by default, then the other; search narrows.
  const rows = page.getByTestId('record-row');
  await expect(page.getByTestId('records-partition')).toHaveValue('failures');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('fail@example.com');
  await page.getByTestId('records-partition').selectOption('feedback');
  await expect(page).toHaveURL(/records_partition=feedback/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('ada@example.com');
  await page.getByTestId('records-search').fill('nobody');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.getByTestId('records-search').fill('ada@');
  await expect(page).toHaveURL(/records_search=ada%40/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('ada@example.com');
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('ada@example.com');
  expect(csv).not.toContain('fail@example.com');
  await rows.getByTestId('record-open').click();
  await expect(page.getByTestId('record-modal')).toContainText('ada@example.com');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('record-modal')).toBeHidden();

  // Events: operations only lists the two collected records; a finished visit's session trace.
  const events = page.getByTestId('event-item');
  await page.getByTestId('events-operations-only').click();
  await expect(page.getByTestId('events-operations-only')).toHaveAttribute('aria-pressed', 'true');
  await expect(events).toHaveCount(2);
  for (const name of await events.evaluateAll((items) => items.map((item) => item.getAttribute('data-event-name')))) expect(name).toBe('widget_flow_record_collected');
  await page.getByTestId('events-operations-only').click();
  // Ticked in any order, the names are written sorted: one filter, one URL (studio.md §7).
  await page.getByTestId('events-name-widget_flow_finished').check();
  await page.getByTestId('events-name-widget_flow_error_thrown').check();
  await expect(page).toHaveURL(/events_names=widget_flow_error_thrown%2Cwidget_flow_finished(&|$)/);
  await expect(events).toHaveCount(2);
  await page.getByTestId('events-name-widget_flow_finished').uncheck();
  await expect(events).toHaveCount(1);
  await expect(page.getByTestId('event-error-link')).toBeVisible();
  await page.getByTestId('events-name-widget_flow_error_thrown').uncheck();
  await page.getByTestId('events-name-widget_flow_finished').check();
  await expect(events).toHaveCount(1);
  await events.getByTestId('trace-session_id').click();
  const trace = page.getByTestId('trace-modal');
  await expect(trace.getByRole('heading', { name: 'Session trace' })).toBeVisible();
  // The session of the three visits (one browser), in the order it was lived: each collect node ran before its
  // flow finished or failed; times to the millisecond; finished names the button that ended the flow.
  await expect
    .poll(() => trace.getByTestId('event-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-event-name'))))
    .toEqual([
      'widget_flow_widget_shown',
      'widget_flow_widget_touched',
      'widget_flow_record_collected',
      'widget_flow_finished',
      'widget_flow_widget_shown',
      'widget_flow_widget_touched',
      'widget_flow_record_collected',
      'widget_flow_error_thrown',
      'widget_flow_widget_shown',
    ]);
  for (const time of await trace.getByTestId('event-time').allInnerTexts()) expect(time).toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}$/);
  const finished = trace.locator('[data-event-name=widget_flow_finished]');
  await expect(finished.getByTestId('event-payload')).toContainText('buttonClose');
  await expect(finished.getByTestId('event-payload')).toContainText('output1');
  await screenshot(page, 'results-trace', false);
  await page.keyboard.press('Escape');
  await page.getByTestId('events-name-widget_flow_finished').uncheck();
  await expect(events).not.toHaveCount(1);

  await screenshot(page, 'results-page-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await screenshot(page, 'results-page-dark');
  await page.emulateMedia({ colorScheme: 'light' });
});

/** Opens the failing http_request node's form and lists the placeholders its URL picker offers. */
async function pickerTokens(): Promise<string[]> {
  await openFlow(page, organizationId, widgetId);
  const at = await nodeCenter(page, FEEDBACK_NODES.failingRequest);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
  await page.getByTestId('http-url-insert').click();
  await expect(page.getByTestId('http-url-pick').first()).toBeVisible();
  const tokens = await page.getByTestId('http-url-pick').allInnerTexts();
  await page.getByTestId('node-modal-cancel').click();
  // Each option reads the placeholder, then where it comes from.
  return tokens.map((token) => token.split('\n')[0]!.trim());
}

test('secrets added on the widget page appear in the flow’s placeholder picker and go with delete; manage mode ends at zero', async () => {
  await page.goto(widgetPath());
  await addSecretThroughTheForm('crm_token', 'crm-value', 'CRM');
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (2)' })).toBeVisible();
  const offered = await pickerTokens();
  expect(offered).toEqual(expect.arrayContaining(['{{secret.api_key}}', '{{secret.crm_token}}']));

  await page.goto(widgetPath());
  await page.getByTestId('secrets-manage-toggle').click();
  for (const name of ['crm_token', 'api_key']) {
    await page.getByTestId('secret-item').filter({ hasText: name }).getByTestId('secret-item-delete').click();
    await page.getByTestId('delete-secret-confirm').click();
    await expect(page.getByTestId('delete-secret-modal')).toBeHidden();
  }
  await expect(secretsPanel().getByRole('heading', { name: 'Secrets (0)' })).toBeVisible();
  await expect(page.getByTestId('secrets-empty')).toBeVisible();
  await expect(page.getByTestId('secrets-manage-toggle')).toHaveCount(0);
  // A new secret starts outside manage mode again.
  await addSecretThroughTheForm('later_key', 'x');
  await expect(page.getByTestId('secrets-manage-toggle')).toHaveText('Manage');
  await expect(page.getByTestId('secret-item-delete')).toHaveCount(0);

  const after = await pickerTokens();
  expect(after).not.toContain('{{secret.api_key}}');
  expect(after).not.toContain('{{secret.crm_token}}');
  expect(after).toContain('{{secret.later_key}}');
});

test('danger zone: a failed archive says so; archive, unarchive, then delete leads to the widgets list', async () => {
  await page.goto(widgetPath());
  await expect(page.getByTestId('danger-zone-archive-button')).toBeEnabled();
  await expect(page.getByTestId('danger-zone-delete')).toHaveCount(0);
  // Archived behind the page's back: the page's Archive fails and says so where the user acted.
  expect((await callApi(page, 'DELETE', `/widgets/${widgetId}/archive`)).status).toBe(200);
  await page.getByTestId('danger-zone-archive-button').click();
  await page.getByTestId('widget-archive-confirm').click();
  await expect(page.getByTestId('widget-archive-modal')).toContainText('Could not archive the widget. Please, try again.');
  await page.getByTestId('widget-archive-modal').getByRole('button', { name: 'Cancel' }).click();
  await page.reload();

  await expect(page.getByTestId('widget-archived-badge')).toHaveText('Archived');
  await expect(page.getByTestId('widget-archived')).toContainText(owner.name);
  await expect(page.getByTestId('widget-published')).toHaveCount(0);
  await expect(page.getByTestId('widget-updated')).toHaveCount(0);
  await expect(page.getByTestId('edit-widget-button')).toHaveCount(0);
  await expect(page.getByTestId('add-secret-button')).toHaveCount(0);
  await expect(page.getByTestId('secrets-manage-toggle')).toHaveCount(0);
  await expect(page.getByTestId('danger-zone-archived').getByRole('link', { name: 'flow' })).toHaveAttribute('href', `${widgetPath()}/flow`);
  await expect(page.getByTestId('danger-zone-delete')).toBeVisible();
  await screenshot(page, 'widget-page-archived');

  await page.getByTestId('danger-zone-unarchive-button').click();
  await page.getByTestId('widget-unarchive-confirm').click();
  await expect(page.getByTestId('widget-archived-badge')).toHaveCount(0);
  await expect(page.getByTestId('widget-published')).toContainText('Not published yet');
  await expect(page.getByTestId('add-secret-button')).toBeVisible();
  await expect(page.getByTestId('danger-zone-delete')).toHaveCount(0);

  await page.getByTestId('danger-zone-archive-button').click();
  await page.getByTestId('widget-archive-confirm').click();
  await expect(page.getByTestId('widget-archived-badge')).toBeVisible();
  await page.getByTestId('danger-zone-delete-button').click();
  await expect(page.getByTestId('widget-delete-modal')).toContainText('Feedback');
  await page.getByTestId('widget-delete-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/${organizationId}/widgets$`));
  expect((await callApi(page, 'GET', `/widgets/${widgetId}`)).status).toBe(404);
  await page.goto(`/${organizationId}/widgets?archived=true`);
  await expect(page.getByText('Feedback')).toHaveCount(0);
});
