// Live co-editing (issue 22) as two people live it, each in their own browser context on the same flow: what one
// does appears in the other's editor (adds, moves, connects, a node form, a view edited in the view editor),
// simultaneous edits of different nodes both survive, a same-field conflict is settled and the loser told (with
// Put mine back), peers' pointers and selections show on the canvas (screenshots), follow mode follows until you
// move, a read-only member sees edits live and cannot edit, a member removed from the organization loses the
// channel at once (the dialog keeps the flow downloadable), and a dropped connection comes back by itself and
// catches up without a reload, keeping the edits made meanwhile and what is typed in an open form.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './cspGuard';
import { addNode, callApi, canvasPoint, debug, dragMouse, nodeCenter, openFlow, portAt, settle } from './flowEditorPage';
import { newUser, signUpNewUser } from './studioUser';
import { createOrganizationByApi, createWidgetByApi } from './studioApi';
import { testNode } from '../../engine/testing/testNode';

test.describe.configure({ timeout: 180_000 });

const SCREENS = 'test-results/screens';

/** The flow both people start from: entrypoint, two notes, an await and a view. */
function startFlow() {
  return {
    nodes: [
      testNode(1, 'entrypoint', 0, 0),
      testNode(2, 'note', 320, -200, { text: 'Draft copy' }),
      testNode(3, 'await', 320, 40),
      testNode(4, 'view', 680, 40),
      testNode(5, 'note', 0, 240, { text: 'Second note' }),
    ],
    connections: [],
  };
}

interface Pair {
  ada: Page;
  other: Page;
  organizationId: string;
  widgetId: string;
  otherId: string;
  otherName: string;
  adaName: string;
}

/**
 * Lets a test cut the page's network as a lost connection would: `__networkDown(true)` closes its live channels and
 * makes new ones fail (the upgrade goes to a path the studio refuses), and the route below fails its saves and
 * catch-up reads, until `__networkDown(false)`. Installed before the page loads the studio.
 */
async function installNetworkSwitch(page: Page): Promise<{ down(on: boolean): Promise<void> }> {
  let down = false;
  await page.route(/\/api\/widgets\/[^/]+\/flow(\/changes.*)?$/, (route) =>
    down && (route.request().method() === 'PATCH' || route.request().url().includes('/changes')) ? route.abort('internetdisconnected') : route.fallback(),
  );
  await page.addInitScript(() => {
    const Native = window.WebSocket;
    const sockets = new Set<WebSocket>();
    let out = false;
    class Switched extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        const target = new URL(String(url), location.href);
        if (out && target.pathname.endsWith('/flow/live')) target.pathname += '-unreachable';
        super(target, protocols);
        sockets.add(this);
        this.addEventListener('close', () => sockets.delete(this));
      }
    }
    window.WebSocket = Switched;
    (window as unknown as { __networkDown(on: boolean): void }).__networkDown = (on) => {
      out = on;
      if (on) for (const socket of sockets) socket.close(4000, 'network down (test)');
    };
  });
  return {
    async down(on) {
      down = on;
      await page.evaluate((value) => (window as unknown as { __networkDown(on: boolean): void }).__networkDown(value), on);
    },
  };
}

/**
 * The two people's browser contexts, closed after each test: left open, their editors kept drawing and talking to
 * the studio for the rest of the run (two renderers at ~3 % of a core each per test, on the machine the later tests
 * share).
 */
const contexts: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function personPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  return context.newPage();
}

/** Ada owns the organization and the widget; the other person joins with `role` (an invitation accepted by API). */
async function twoPeople(browser: Browser, role: 'member' | 'guest', prepareOther?: (page: Page) => Promise<void>): Promise<Pair> {
  const ada = await personPage(browser);
  const adaUser = await signUpNewUser(ada, newUser('ada'));
  const organizationId = await createOrganizationByApi(ada, 'Co-editing team');
  const widgetId = await createWidgetByApi(ada, organizationId, 'Shared flow');
  expect((await callApi(ada, 'PUT', `/widgets/${widgetId}/flow`, { baseVersion: 1, flow: startFlow() })).status).toBe(200);

  const otherUser = newUser(role === 'guest' ? 'gus' : 'grace');
  expect((await callApi(ada, 'POST', `/organizations/${organizationId}/invitations`, { email: otherUser.email, role })).status).toBe(201);
  const other = await personPage(browser);
  await signUpNewUser(other, otherUser);
  const invitations = await callApi<{ id: string }[]>(other, 'GET', '/invitations');
  expect((await callApi(other, 'POST', `/invitations/${invitations.body[0]!.id}/accept`)).status).toBe(200);
  const me = await callApi<{ id: string }>(other, 'GET', '/users/me');

  await prepareOther?.(other);
  await openFlow(ada, organizationId, widgetId);
  await openFlow(other, organizationId, widgetId);
  // Each sees the other in the toolbar once the channels are open.
  await expect(ada.getByTestId('flow-person')).toHaveCount(1);
  await expect(other.getByTestId('flow-person')).toHaveCount(1);
  return { ada, other, organizationId, widgetId, otherId: me.body.id, otherName: otherUser.name, adaName: adaUser.name };
}

const nodeOf = (page: Page, id: number) => page.evaluate((nodeId) => (window as unknown as { __flowEditor: { node(id: number): unknown } }).__flowEditor.node(nodeId), id) as Promise<{
  x: number;
  y: number;
  inputs: number;
  outputs: number;
  config: Record<string, unknown>;
} | null>;
const position = (node: { x: number; y: number } | null) => (node ? { x: node.x, y: node.y } : null);
const connectionCount = (page: Page) => debug(page, (handle) => handle.counts().connections);
const collabState = (page: Page) => debug(page, (handle) => handle.collab());

async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Opens a note's form by double-click, types the text (replacing it) and saves. */
async function editNoteText(page: Page, id: number, text: string): Promise<void> {
  await openNodeForm(page, id);
  await page.getByTestId('note-text').fill(text);
  await page.getByTestId('node-modal-save').click();
  await expect(page.getByTestId('node-modal')).toBeHidden();
}

async function openNodeForm(page: Page, id: number): Promise<void> {
  await settle(page);
  const at = await nodeCenter(page, id);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('node-modal')).toBeVisible();
}

test('what one person does appears in the other’s editor; simultaneous edits of different nodes both survive', async ({ browser }) => {
  const { ada, other: grace } = await twoPeople(browser, 'member');

  // Add: Ada places an await node; Grace sees it (the placed node is Ada's selection).
  const added = await addNode(ada, 'await', await canvasPoint(ada, 0.5, 0.8));
  const addedId = (await debug(ada, (handle) => handle.selection()))[0]!;
  expect(added).toBeGreaterThan(5);
  await expect.poll(() => nodeOf(grace, addedId)).not.toBeNull();

  // Move: Ada drags the await node 3; Grace's copy lands where Ada's did.
  const from = await nodeCenter(ada, 3);
  await dragMouse(ada, from, { x: from.x + 90, y: from.y + 60 });
  const moved = await nodeOf(ada, 3);
  await expect.poll(async () => position(await nodeOf(grace, 3))).toEqual(position(moved));

  // Connect: entrypoint → await 3 by a drag between the ports.
  await settle(ada);
  await dragMouse(ada, await portAt(ada, 1, 'out'), await portAt(ada, 3, 'in'));
  await expect.poll(() => connectionCount(ada)).toBe(1);
  await expect.poll(() => connectionCount(grace)).toBe(1);

  // A node form: Grace rewrites note 2; Ada's canvas has the new text.
  await editNoteText(grace, 2, 'Copy from Grace');
  await expect.poll(async () => (await nodeOf(ada, 2))?.config.text).toBe('Copy from Grace');

  // The view editor: Grace turns view 4 into a dialog (its close output appears); Ada sees both.
  await settle(grace);
  const view = await nodeCenter(grace, 4);
  await grace.mouse.dblclick(view.x, view.y);
  await expect(grace.getByTestId('view-editor')).toBeVisible();
  await grace.getByTestId('view-editor-dialog').check();
  await grace.getByTestId('view-editor-save').click();
  await expect(grace.getByTestId('view-editor')).toBeHidden();
  await expect.poll(async () => (await nodeOf(ada, 4))?.config.dialog).toBe(true);
  expect((await nodeOf(ada, 4))!.outputs).toBe(2);

  // At the same moment Ada moves note 5 and Grace moves note 2: both moves survive in both editors and stored.
  await settle(ada);
  await settle(grace);
  const five = await nodeCenter(ada, 5);
  const two = await nodeCenter(grace, 2);
  const twoBefore = position(await nodeOf(grace, 2));
  await Promise.all([dragMouse(ada, five, { x: five.x - 40, y: five.y + 50 }), dragMouse(grace, two, { x: two.x + 70, y: two.y - 30 })]);
  const adaFive = await nodeOf(ada, 5);
  const graceTwo = await nodeOf(grace, 2);
  await expect.poll(async () => position(await nodeOf(grace, 5))).toEqual(position(adaFive));
  await expect.poll(async () => position(await nodeOf(ada, 2))).toEqual(position(graceTwo));
  for (const page of [ada, grace]) await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved');
  const stored = await callApi<{ flow: { nodes: { id: number; x: number; y: number }[] } }>(ada, 'GET', `/widgets/${new URL(ada.url()).pathname.split('/')[3]}/flow`);
  expect(stored.body.flow.nodes.find((each) => each.id === 5)).toMatchObject({ x: adaFive!.x, y: adaFive!.y });
  expect(stored.body.flow.nodes.find((each) => each.id === 2)).toMatchObject({ x: graceTwo!.x, y: graceTwo!.y });
  // Undo takes back one's own edits only: Grace's undo puts her note back, Ada's move stays.
  await grace.getByTestId('undo').click();
  await expect.poll(async () => position(await nodeOf(ada, 2))).toEqual(twoBefore);
  expect(position(await nodeOf(grace, 5))).toEqual(position(adaFive));
});

test('a same-field conflict: the later save wins, the other is told and can put theirs back; a role lowered makes the editor read-only at once', async ({ browser }) => {
  const { ada, other: grace, otherName, organizationId, otherId } = await twoPeople(browser, 'member');
  // Both open note 2's form; Ada saves first, Grace (whose form still shows the old text) saves after.
  await openNodeForm(ada, 2);
  await openNodeForm(grace, 2);
  await ada.getByTestId('note-text').fill('Ada wrote this');
  await ada.getByTestId('node-modal-save').click();
  await expect.poll(async () => (await nodeOf(grace, 2))?.config.text).toBe('Ada wrote this');
  await grace.getByTestId('note-text').fill('Grace wrote this');
  await grace.getByTestId('node-modal-save').click();
  await expect.poll(async () => (await nodeOf(ada, 2))?.config.text).toBe('Grace wrote this');
  const notice = ada.getByTestId('collab-notice').filter({ hasText: 'after you' });
  await expect(notice).toHaveText(new RegExp(`${otherName} changed 'Text' of Note #2 after you`));
  await screenshot(ada, 'coedit-conflict-notice');
  // Ada puts hers back: a new edit of hers, which Grace sees.
  await notice.getByTestId('collab-notice-action').click();
  await expect.poll(async () => (await nodeOf(grace, 2))?.config.text).toBe('Ada wrote this');

  // Ada makes Grace a guest: the channel tells Grace's page, which turns read-only without a reload.
  await expect(grace.getByTestId('add-node')).toBeEnabled();
  expect((await callApi(ada, 'PATCH', `/organizations/${organizationId}/users/${otherId}`, { role: 'guest' })).status).toBe(200);
  await expect(grace.getByTestId('add-node')).toBeDisabled();
  await editNoteText(ada, 5, 'Still live for a guest');
  await expect.poll(async () => (await nodeOf(grace, 5))?.config.text).toBe('Still live for a guest');
});

test('peers’ pointers and selections show on the canvas, and follow mode follows until you move', async ({ browser }) => {
  const { ada, other: grace, otherName } = await twoPeople(browser, 'member');
  // Grace selects the await node and rests her pointer over the view node.
  await settle(grace);
  const three = await nodeCenter(grace, 3);
  await grace.mouse.click(three.x, three.y);
  const view = await nodeCenter(grace, 4);
  await grace.mouse.move(view.x, view.y, { steps: 4 });
  await expect
    .poll(async () => {
      const marks = (await collabState(ada))?.marks;
      return { outlined: marks?.outlines.map((outline) => outline.nodeId) ?? [], pointers: marks?.pointers.map((pointer) => pointer.name) ?? [] };
    })
    .toEqual({ outlined: [3], pointers: [otherName] });
  // The pointer's tip comes to rest where Grace's is, in Ada's view of the same world point.
  const expected = await nodeCenter(ada, 4);
  const canvas = (await ada.getByTestId('flow-canvas').boundingBox())!;
  await expect
    .poll(async () => {
      const tip = (await collabState(ada))!.marks!.pointers[0]!;
      return Math.round(Math.abs(tip.x + canvas.x - expected.x) + Math.abs(tip.y + canvas.y - expected.y));
    })
    .toBeLessThan(3);
  await screenshot(ada, 'coedit-presence');

  // Ada follows Grace: Grace zooms in and pans; Ada's view shows what Grace sees.
  const person = ada.getByTestId('flow-person');
  await expect(person).toHaveAttribute('aria-label', `Follow ${otherName}`);
  await person.click();
  await expect(person).toHaveAttribute('aria-pressed', 'true');
  for (let step = 0; step < 3; step += 1) await grace.getByTestId('zoom-in').click();
  await settle(grace);
  const graceView = await debug(grace, (handle) => handle.viewport());
  const centreOf = (view: { scale: number; offsetX: number; offsetY: number; width: number; height: number }) => ({
    x: (view.width / 2 - view.offsetX) / view.scale,
    y: (view.height / 2 - view.offsetY) / view.scale,
  });
  await expect
    .poll(async () => {
      const adaView = await debug(ada, (handle) => handle.viewport());
      const a = centreOf(adaView);
      const g = centreOf(graceView);
      return Math.round(Math.abs(a.x - g.x) + Math.abs(a.y - g.y));
    })
    .toBeLessThan(2);
  await screenshot(ada, 'coedit-following');
  // Ada pans herself: following stops.
  const empty = await canvasPoint(ada, 0.1, 0.9);
  await dragMouse(ada, empty, { x: empty.x + 80, y: empty.y - 40 });
  await expect(person).toHaveAttribute('aria-pressed', 'false');
  expect((await collabState(ada))!.following).toBeNull();
});

test('a read-only member sees edits live and cannot edit; removed from the organization, their channel closes', async ({ browser }) => {
  const { ada, other: gus, organizationId, otherId } = await twoPeople(browser, 'guest');
  await expect(gus.getByTestId('add-node')).toBeDisabled();
  // Ada edits; Gus sees it at once.
  await editNoteText(ada, 5, 'Seen by the guest');
  await expect.poll(async () => (await nodeOf(gus, 5))?.config.text).toBe('Seen by the guest');
  const from = await nodeCenter(ada, 3);
  await dragMouse(ada, from, { x: from.x + 50, y: from.y + 50 });
  const moved = await nodeOf(ada, 3);
  await expect.poll(async () => (await nodeOf(gus, 3))?.x).toBe(moved!.x);
  // Gus cannot change anything: a drag moves nothing, Delete removes nothing, the form is read-only.
  await settle(gus);
  const at = await nodeCenter(gus, 3);
  await dragMouse(gus, at, { x: at.x + 100, y: at.y });
  await gus.keyboard.press('Delete');
  expect(await nodeOf(gus, 3)).toMatchObject({ x: moved!.x, y: moved!.y });
  await openNodeForm(gus, 5);
  await expect(gus.getByTestId('node-modal-mode')).toHaveAttribute('data-mode', 'read-only');
  await gus.keyboard.press('Escape');
  expect((await collabState(gus))!.unconfirmed).toBe(0);

  // Ada removes Gus from the organization: his channel closes and the page says so, keeping the flow downloadable.
  expect((await callApi(ada, 'DELETE', `/organizations/${organizationId}/users/${otherId}`)).status).toBe(204);
  await expect(gus.getByTestId('flow-unreachable-dialog')).toBeVisible();
  await expect(gus.getByTestId('flow-unreachable-reason')).toHaveAttribute('data-reason', 'removed');
  await screenshot(gus, 'coedit-removed');
  const download = gus.waitForEvent('download');
  await gus.getByTestId('flow-unreachable-download').click();
  expect((await download).suggestedFilename()).toBe('shared-flow-flow.json');
  await expect(ada.getByTestId('flow-person')).toHaveCount(0);
});

test('a dropped connection comes back by itself and catches up without a reload, keeping the edits made meanwhile and what is typed in an open form', async ({ browser }) => {
  let network!: { down(on: boolean): Promise<void> };
  const { ada, other: grace } = await twoPeople(browser, 'member', async (page) => {
    network = await installNetworkSwitch(page);
  });
  // Set on Grace's page now: a reload would lose it.
  await grace.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Grace's network drops: her toolbar says it reconnects, and Ada sees her leave.
  await network.down(true);
  await expect(grace.getByTestId('live-status')).toHaveAttribute('data-state', 'reconnecting');
  await expect(ada.getByTestId('flow-person')).toHaveCount(0);

  // Meanwhile Ada rewrites note 2 and moves the await node; Grace moves note 5 (her save cannot leave) and opens
  // note 2's form, typing a text she has not saved yet.
  await editNoteText(ada, 2, 'Ada, while Grace was away');
  await settle(ada);
  const three = await nodeCenter(ada, 3);
  await dragMouse(ada, three, { x: three.x + 60, y: three.y + 40 });
  const adaThree = position(await nodeOf(ada, 3));
  await settle(grace);
  const five = await nodeCenter(grace, 5);
  await dragMouse(grace, five, { x: five.x + 80, y: five.y - 30 });
  const graceFive = position(await nodeOf(grace, 5));
  await expect.poll(async () => (await collabState(grace))!.unconfirmed).toBeGreaterThan(0);
  await openNodeForm(grace, 2);
  await grace.getByTestId('note-text').fill('Grace, typed offline');

  // The network comes back: Grace's channel reopens by itself, she catches up on Ada's edits (note 2 changes under
  // her open form, which keeps what she typed) and her move is saved and reaches Ada. No reload.
  await network.down(false);
  await expect(grace.getByTestId('live-status')).toHaveCount(0, { timeout: 30_000 });
  await expect(ada.getByTestId('flow-person')).toHaveCount(1);
  await expect.poll(async () => position(await nodeOf(grace, 3)), { timeout: 30_000 }).toEqual(adaThree);
  await expect.poll(async () => (await nodeOf(grace, 2))?.config.text).toBe('Ada, while Grace was away');
  await expect(grace.getByTestId('note-text')).toHaveValue('Grace, typed offline');
  await expect.poll(async () => position(await nodeOf(ada, 5)), { timeout: 30_000 }).toEqual(graceFive);
  expect(position(await nodeOf(grace, 5))).toEqual(graceFive);

  // Her form saves what she typed over Ada's text (the later save wins; Ada is told).
  await grace.getByTestId('node-modal-save').click();
  await expect(grace.getByTestId('node-modal')).toBeHidden();
  await expect.poll(async () => (await nodeOf(ada, 2))?.config.text).toBe('Grace, typed offline');
  await expect(ada.getByTestId('collab-notice').filter({ hasText: 'after you' })).toHaveCount(1);
  for (const page of [ada, grace]) await expect(page.getByTestId('save-indicator')).toHaveAttribute('data-state', 'saved');
  expect(await grace.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect((await collabState(grace))!.unconfirmed).toBe(0);
});
