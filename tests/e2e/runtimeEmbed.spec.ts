// The runtime as a visitor meets it, in Chromium: a widget is built and published through the API, embedded in
// a page of ANOTHER origin (the host pages, port 18151) by each of the four ways (script tag, iframe, the /w/
// url page, the React component); the visitor fills the form and clicks through. Then the record, the flow
// events, the outbox mail and the request the allow-listed server received (with the secret header) are all
// there — and the secret is in no response the browser received.
// The studio runs in this process (tests/harness/testStudio.ts: PGlite, or a scratch PostgreSQL database with
// DATABASE_URL) so the spec can read its database; it serves the runtime from BUILD_DIR (build first).
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { encodeSharePayload } from '../../contracts/sharePayload';
import { iframeSnippet } from '../../src/pages/widget/share/shareSnippets';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { widgetNodeDailyCounters, widgetRecords } from '../../server/db/schema';
import { outboxDir } from '../../server/mail/mailer';
import { startTestStudio, type TestStudio } from '../harness/testStudio';
import { startHookServer } from './runtimeEmbed/hookServer';
import { startHostPages, type HostPages } from './runtimeEmbed/hostPages';
import { signupFlow } from './runtimeEmbed/signupWidget';
import { freePort } from '../harness/freePort';

/** The host pages' port (another origin): a free one, so specs running side by side never collide. */
let HOST_PORT = 0;
const SECRET = `hook-secret-${randomBytes(8).toString('hex')}`;

test.describe.configure({ mode: 'serial' });

let studio: TestStudio;
let hook: Awaited<ReturnType<typeof startHookServer>>;
let host: HostPages;
let widgetId = '';

test.beforeAll(async () => {
  HOST_PORT = await freePort();
  test.setTimeout(120_000);
  hook = await startHookServer();
  studio = await startTestStudio({ RUNTIME_HTTP_ALLOW: hook.host });
  const user = await studio.signUp();
  const organization = await user.request('POST', '/organizations', { name: 'Runtime e2e' });
  expect(organization.status).toBe(201);
  const widget = await user.request('POST', '/widgets', { name: 'Signup', organizationId: organization.body.id });
  expect(widget.status).toBe(201);
  widgetId = widget.body.id;
  const secret = await user.request('POST', `/widgets/${widgetId}/secrets`, { name: 'hook_key', value: SECRET });
  expect(secret.status, JSON.stringify(secret.body)).toBe(201);
  const current = await user.request('GET', `/widgets/${widgetId}/flow`);
  const flow = signupFlow({ hookUrl: hook.url, doneUrl: `http://localhost:${HOST_PORT}/done` });
  const saved = await user.request('PUT', `/widgets/${widgetId}/flow`, { baseVersion: current.body.version, flow });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await user.request('PUT', `/widgets/${widgetId}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  // The iframe exactly as the share page gives it (referrerpolicy included: the widget learns the host page).
  const iframe = iframeSnippet(studio.url, widgetId, { debug: false, lazyLoad: false, pixel: false, dataAttributes: [{ name: 'data-source', value: 'iframe' }] });
  host = await startHostPages(HOST_PORT, studio.url, widgetId, iframe);
});

test.afterAll(async () => {
  await host?.close();
  await studio?.close();
  await hook?.close();
});

/** Every response body the page (and its frames) received, to look for the secret in. */
function recordResponses(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => bodies.push(response.body().then((body) => `${response.url()}\n${JSON.stringify(response.headers())}\n${body.toString('utf8')}`, () => '')));
  return () => Promise.all(bodies);
}

async function goThroughTheWidget(widget: Page | FrameLocator, email: string): Promise<void> {
  await expect(widget.getByText(/Join the list/)).toBeVisible();
  await widget.getByLabel('Email').fill(email);
  // The box is drawn over the native input; the visitor clicks the label.
  await widget.getByText('I agree to be contacted').click();
  await expect(widget.getByLabel('I agree to be contacted')).toBeChecked();
  await widget.getByRole('button', { name: 'Send' }).click();
  await expect(widget.getByText(`Thanks ${email}`)).toBeVisible();
  await widget.getByRole('button', { name: 'Continue' }).click();
}

/** `page`: the page the visitor was on, as the record and the shown event must name it. */
async function expectEverythingRecorded(email: string, source: string, page: string): Promise<void> {
  const db = studio.database.db;
  let record: typeof widgetRecords.$inferSelect | undefined;
  await expect
    .poll(async () => {
      const rows = await db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgetId));
      record = rows.find((row) => row.data.email === email);
      return record?.data ?? null;
    })
    .toEqual({ email, source, page });
  expect(record!.partition).toBe('signups');

  const request = hook.received.find((received) => received.body.includes(email));
  expect(request?.method).toBe('POST');
  expect(request?.headers['x-api-key']).toBe(SECRET);
  expect(JSON.parse(request!.body)).toEqual({ email, record: record!.id });

  await expect
    .poll(async () => {
      const names = await readdir(outboxDir(studio.dataDir)).catch(() => [] as string[]);
      const mails = await Promise.all(names.map((name) => readFile(path.join(outboxDir(studio.dataDir), name), 'utf8')));
      return mails.some((mail) => mail.includes(`New signup ${email}`) && mail.includes('team@example.com') && mail.includes(record!.id));
    })
    .toBe(true);

  // Flushed on the timer, and with sendBeacon when the redirect leaves the page.
  await expect
    .poll(async () => {
      const rows = await db.select().from(widgetEvents).where(eq(widgetEvents.sessionId, record!.sessionId));
      return [...new Set(rows.filter((row) => row.pageloadId === record!.pageloadId).map((row) => row.name))].sort();
    })
    .toEqual(
      [
        'widget_flow_email_sent',
        'widget_flow_finished',
        'widget_flow_http_requested',
        'widget_flow_link_followed',
        'widget_flow_record_collected',
        'widget_flow_widget_shown',
        'widget_flow_widget_touched',
      ].sort(),
    );
  const events = await db.select().from(widgetEvents).where(eq(widgetEvents.pageloadId, record!.pageloadId));
  const byName = (name: string) => events.find((event) => event.name === name)!;
  expect(byName('widget_flow_widget_shown').payload).toMatchObject({ lazyLoad: false, url: page });
  expect(typeof byName('widget_flow_widget_shown').payload.loadTime).toBe('number');
  expect(typeof byName('widget_flow_widget_touched').payload.timeTaken).toBe('number');
  expect(typeof byName('widget_flow_finished').payload.timeTaken).toBe('number');
  expect(byName('widget_flow_link_followed').payload.destinationUrl).toBe(`http://localhost:${HOST_PORT}/done?record=${record!.id}`);
  expect(byName('widget_flow_record_collected').payload.recordId).toBe(record!.id);
  for (const event of events) expect({ lead: event.leadId, session: event.sessionId }).toEqual({ lead: record!.leadId, session: record!.sessionId });
  const reached = await db.select().from(widgetNodeDailyCounters).where(eq(widgetNodeDailyCounters.widgetId, widgetId));
  expect(new Set(reached.filter((row) => row.reached > 0).map((row) => row.nodeId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
}

async function expectNoSecret(bodies: () => Promise<string[]>): Promise<void> {
  const received = await bodies();
  expect(received.length).toBeGreaterThan(3);
  for (const body of received) expect(body).not.toContain(SECRET);
}

test('script tag on another origin: the visitor goes through the flow and everything is recorded', async ({ page }) => {
  const bodies = recordResponses(page);
  await page.goto(`${host.origin}/script`);
  // The widget stands where the script tag stands.
  await expect(page.locator('p:text("Before") + [data-widget-studio]')).toBeAttached();
  await goThroughTheWidget(page, 'script@example.com');
  await expect(page).toHaveURL(/\/done\?record=[0-9a-f-]{36}$/);
  await expectEverythingRecorded('script@example.com', 'script-tag', `${host.origin}/script`);
  await expectNoSecret(bodies);
});

test('iframe: the studio page in a frame of another origin; the record names the host page, not /w/', async ({ page }) => {
  const bodies = recordResponses(page);
  await page.goto(`${host.origin}/iframe`);
  const frame = page.frameLocator('iframe');
  await goThroughTheWidget(frame, 'iframe@example.com');
  await expect.poll(() => page.frames().some((candidate) => /\/done\?record=/.test(candidate.url()))).toBe(true);
  await expectEverythingRecorded('iframe@example.com', 'iframe', `${host.origin}/iframe`);
  await expectNoSecret(bodies);
});

test('url: the share link opened on its own, from a page that links to it (the record names that page)', async ({ page }) => {
  const bodies = recordResponses(page);
  await page.goto(`${studio.url}/w/${encodeSharePayload({ widgetId, debug: true, dataAttributes: [['data-source', 'link']] })}`, { referer: `${host.origin}/newsletter?issue=7` });
  await goThroughTheWidget(page, 'link@example.com');
  await expect(page).toHaveURL(/\/done\?record=/);
  await expectEverythingRecorded('link@example.com', 'link', `${host.origin}/newsletter?issue=7`);
  await expectNoSecret(bodies);
});

test('React component served by the studio as an ES module', async ({ page }) => {
  const bodies = recordResponses(page);
  await page.goto(`${host.origin}/react`);
  await goThroughTheWidget(page, 'react@example.com');
  await expect(page).toHaveURL(/\/done\?record=/);
  await expectEverythingRecorded('react@example.com', 'react', `${host.origin}/react`);
  await expectNoSecret(bodies);
});
