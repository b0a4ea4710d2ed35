// The end of a flow as a visitor meets it (issue 21; runtime/README.md "The end of a flow"), on a host page of
// ANOTHER origin than the studio: a form whose flow ends after a collect shows its pressed button done and can
// send no more; a dialog whose pressed button leads nowhere closes. Both runs are counted as finished. A page
// address over the events' text limit loses nothing; a visitor still on the version the designer just replaced
// sends the form all the same (that version's copy stores it); a submission the studio refuses (a version replaced
// longer ago than the grace window) ends failed, never done.
// The studio runs in this process (tests/harness/testStudio.ts) so the spec can read its database; it serves the
// runtime from BUILD_DIR (build first).
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { testNode } from '../../engine/testing/testNode';
import { widgetEvents } from '../../server/db/partitioned/widgetEvents';
import { widgetDailyCounters, widgetRecords } from '../../server/db/schema';
import { freePort } from '../harness/freePort';
import { startTestStudio, type TestStudio, type TestUser } from '../harness/testStudio';
import { block, column, createOrganizationOf, formFlow, publishFlow, publishWidget, viewFlow, type Flow } from './visitorFlows';

test.describe.configure({ mode: 'serial' });

/** entrypoint → inline view (email, Send) → collect (awaited) → the end. */
const newsFlow = () => formFlow({ title: 'Get the news', field: { name: 'email', label: 'Email', type: 'email' }, partition: 'news', sync: true });

/** entrypoint → inline view (message, Send) → collect with sync off → the end. */
const noteFlow = (title: string) => formFlow({ title, field: { name: 'note', label: 'Note', type: 'text' }, partition: 'notes', sync: false });

/** entrypoint → dialog view whose "OK" button leads nowhere. */
const welcomeFlow = () => viewFlow(column([block(2, 'text', { text: 'Welcome back' }), block(3, 'button', { label: 'OK' })]), { dialog: true });

let studio: TestStudio;
let designer: TestUser;
let host: Server;
let hostOrigin = '';
const widgets: Record<'form' | 'dialog' | 'note' | 'late', string> = { form: '', dialog: '', note: '', late: '' };

/** A widget of its own organization (a free plan holds one widget), published with `flow`. */
async function publish(user: TestUser, name: string, flow: Flow): Promise<string> {
  return publishWidget(user, await createOrganizationOf(user, `${name} team`), name, flow);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  studio = await startTestStudio();
  const user = await studio.signUp();
  designer = user;
  widgets.form = await publish(user, 'News form', newsFlow());
  widgets.dialog = await publish(user, 'Welcome dialog', welcomeFlow());
  widgets.note = await publish(user, 'Note form', noteFlow('Leave a note'));
  widgets.late = await publish(user, 'Late note form', noteFlow('Leave a late note'));
  const port = await freePort();
  hostOrigin = `http://localhost:${port}`;
  host = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const kind = path === '/form' ? 'form' : path === '/dialog' ? 'dialog' : path === '/note' ? 'note' : path === '/late' ? 'late' : null;
    if (!kind) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><meta charset="utf-8"><title>Host</title></head><body><h1>Host page</h1>
      <script src="${studio.url}/embed.js" data-widget-id="${widgets[kind]}" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(port, 'localhost', resolve));
});

test.afterAll(async () => {
  if (host) await new Promise((resolve) => host.close(resolve));
  await studio?.close();
});

/** The flow events of a widget's runs, by name, and the finished runs its daily counters hold. */
async function recorded(widgetId: string): Promise<{ names: string[]; finishes: number }> {
  const db = studio.database.db;
  const events = await db.select().from(widgetEvents).where(eq(widgetEvents.widgetId, widgetId));
  const counters = await db.select().from(widgetDailyCounters).where(eq(widgetDailyCounters.widgetId, widgetId));
  return { names: [...new Set(events.map((event) => event.name))].sort(), finishes: counters.reduce((sum, row) => sum + row.finishes, 0) };
}

/** A widget's stored events of one name, with their payloads. */
async function payloadsOf(widgetId: string, name: string): Promise<Record<string, unknown>[]> {
  const events = await studio.database.db.select().from(widgetEvents).where(and(eq(widgetEvents.widgetId, widgetId), eq(widgetEvents.name, name)));
  return events.map((event) => event.payload as Record<string, unknown>);
}

test('a form whose flow ends after a collect shows the pressed button done, sends no more, and the run counts as finished', async ({ page }) => {
  await page.goto(`${hostOrigin}/form`);
  await page.getByLabel('Email').fill('end@example.com');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  // The view stays as the visitor left it: the button done (a check mark after its label), the form closed.
  await expect(page.locator('[data-widget-view] .b4')).toHaveAttribute('data-done', '');
  await expect(page.locator('[data-widget-view] .b4')).not.toHaveAttribute('data-pending', '');
  await expect(send).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('Get the news')).toBeVisible();
  const mark = await page.locator('[data-widget-view] .b4').evaluate((element) => getComputedStyle(element, '::after').content);
  expect(mark).toBe('"✓"');
  await page.screenshot({ path: 'test-results/screens/runtime-flow-end-form.png' });

  const db = studio.database.db;
  await expect.poll(async () => (await db.select().from(widgetRecords).where(and(eq(widgetRecords.widgetId, widgets.form), eq(widgetRecords.partition, 'news')))).map((row) => row.data)).toEqual([{ email: 'end@example.com' }]);
  await expect.poll(() => recorded(widgets.form)).toEqual({
    names: ['widget_flow_finished', 'widget_flow_record_collected', 'widget_flow_widget_shown', 'widget_flow_widget_touched'],
    finishes: 1,
  });
});

test('a dialog whose pressed button leads nowhere closes, and the run counts as finished', async ({ page }) => {
  await page.goto(`${hostOrigin}/dialog`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Welcome back')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('[data-widget-view]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Host page' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/runtime-flow-end-dialog.png' });
  await expect.poll(() => recorded(widgets.dialog)).toEqual({ names: ['widget_flow_finished', 'widget_flow_widget_shown', 'widget_flow_widget_touched'], finishes: 1 });
});

test('a visitor on a page whose address is over the event limit: the show, the record and the finish are all stored', async ({ page }) => {
  const address = `${hostOrigin}/form?utm_campaign=${'spring-sale-'.repeat(300)}`;
  expect(address.length).toBeGreaterThan(3000);
  const finishedBefore = (await recorded(widgets.form)).finishes;
  await page.goto(address);
  await page.getByLabel('Email').fill('long@example.com');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('[data-widget-view] .b4')).toHaveAttribute('data-done', '');
  const db = studio.database.db;
  await expect.poll(async () => (await db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgets.form))).map((row) => row.data)).toContainEqual({ email: 'long@example.com' });
  // widget_shown keeps the address, cut to the contract's limit (EVENT_PAYLOAD_TEXT_MAX), and finished is not lost with it.
  await expect.poll(async () => (await payloadsOf(widgets.form, 'widget_flow_widget_shown')).map((payload) => String(payload.url).length)).toContain(2048);
  await expect.poll(async () => (await recorded(widgets.form)).finishes).toBe(finishedBefore + 1);
});

/** The designer saves `flow` and publishes it as the widget's next version. */
const publishAgain = (widgetId: string, flow: Flow) => publishFlow(designer, widgetId, flow);

test('a submission after the designer published again meanwhile is stored from the visitor\'s version: done mark, record, finished', async ({ page }) => {
  await page.goto(`${hostOrigin}/note`);
  await expect(page.getByText('Leave a note')).toBeVisible();
  // The designer publishes a new version (another partition and field) while the visitor writes.
  const next = noteFlow('Leave us a note');
  next.nodes[2] = testNode(3, 'collect', 600, 0, { partition: 'messages', sync: false, fields: [{ key: 'message', value: '{{2.note}}' }] });
  await publishAgain(widgets.note, next);
  await page.getByLabel('Note').fill('Call me back');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(page.locator('[data-widget-view] .b4')).toHaveAttribute('data-done', '');
  await expect(send).toBeDisabled();
  await expect(page.locator('[data-widget-view] .notice')).toHaveCount(0);
  // Stored as the version the visitor saw collects it: its partition and field.
  const db = studio.database.db;
  await expect.poll(async () => (await db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgets.note))).map((row) => [row.partition, row.data])).toEqual([['notes', { note: 'Call me back' }]]);
  await expect.poll(() => recorded(widgets.note)).toEqual({
    names: ['widget_flow_finished', 'widget_flow_record_collected', 'widget_flow_widget_shown', 'widget_flow_widget_touched'],
    finishes: 1,
  });
});

test('a submission the studio refuses (a version replaced longer ago than the grace window) ends failed: no done mark, a message the visitor sees, no record, the refusal recorded, no finish', async ({ page }) => {
  await page.goto(`${hostOrigin}/late`);
  await expect(page.getByText('Leave a late note')).toBeVisible();
  // The visitor's version was replaced more than a day ago by the studio's clock (the window is 24 h): outdated (409).
  await publishAgain(widgets.late, noteFlow('Leave us a late note'));
  await studio.database.db.execute(sql`UPDATE widget_published_versions SET published_at = now() - interval '25 hours' WHERE widget_id = ${widgets.late}::uuid AND version = 2`);
  await page.getByLabel('Note').fill('Call me back');
  const send = page.getByRole('button', { name: 'Send' });
  await send.click();
  // Not a success: the pending ring stops without the done mark, and nothing can be sent in this form any more.
  await expect(page.locator('[data-widget-view] .b4')).not.toHaveAttribute('data-pending', '');
  await expect(page.locator('[data-widget-view] .b4')).not.toHaveAttribute('data-done', '');
  await expect(send).toBeDisabled();
  // Said in words under the form (and through its live region), not left to a ring that stopped.
  await expect(page.locator('[data-widget-view] .notice')).toHaveText('Something went wrong. Please try again later.');
  await page.screenshot({ path: 'test-results/screens/runtime-flow-end-refused.png' });
  await expect.poll(() => payloadsOf(widgets.late, 'widget_flow_error_thrown')).toEqual([{ error: 'node-refused', message: expect.stringContaining('409 version-outdated') }]);
  expect(await studio.database.db.select().from(widgetRecords).where(eq(widgetRecords.widgetId, widgets.late))).toEqual([]);
  await expect.poll(() => recorded(widgets.late)).toEqual({ names: ['widget_flow_error_thrown', 'widget_flow_widget_shown', 'widget_flow_widget_touched'], finishes: 0 });
});
