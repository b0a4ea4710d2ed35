import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FlowModel } from '../../engine/model/FlowModel';
import { generateFlow } from '../../engine/testing/generateFlow';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { organizations, users, widgetFlows, widgets } from '../db/schema';
import { canonicalDocument } from '../flows/flowPages';
import { replaceStoredFlow } from '../flows/flowStore';
import { FlowAnswers } from './flowAnswers';
import { FlowModelCache } from './flowModelCache';

// A flow whose answer is large enough to be kept (≥ 256 KiB of JSON).
const LARGE = generateFlow({ nodeCount: 1_500, seed: 11 });

describe('FlowAnswers', { timeout: 60_000 }, () => {
  let dataDir: string;
  let database: Database;
  let userId: string;
  let organizationId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'studio-flow-answers-'));
    database = await openDatabase(loadConfig({ DATA_DIR: dataDir }));
    const [user] = await database.db.insert(users).values({ subject: 's-answers', email: 'a@example.com', name: 'A', chatToken: 'c' }).returning();
    userId = user!.id;
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Answers', ownerId: userId, quotaPeriodEnd: new Date(Date.now() + 86_400_000), createdBy: userId, updatedBy: userId })
      .returning();
    organizationId = organization!.id;
  });

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A widget whose flow is `flow` at version 1. */
  async function widgetWith(flow = LARGE): Promise<string> {
    const [widget] = await database.db.insert(widgets).values({ organizationId, name: 'W', createdBy: userId, updatedBy: userId }).returning();
    await database.db.insert(widgetFlows).values({ widgetId: widget!.id, updatedBy: userId });
    await database.db.transaction((tx) => replaceStoredFlow(tx, widget!.id, flow));
    return widget!.id;
  }

  async function save(widgetId: string): Promise<number> {
    const [row] = await database.db
      .update(widgetFlows)
      .set({ version: sql`${widgetFlows.version} + 1` })
      .where(eq(widgetFlows.widgetId, widgetId))
      .returning();
    return row!.version;
  }

  function prepared(answers: { outcomes: [string, number, unknown][] }, count: number): Promise<void> {
    return new Promise((resolve) => {
      const poll = () => (answers.outcomes.length >= count ? resolve() : setTimeout(poll, 10));
      poll();
    });
  }

  function answersWithLog(models = new FlowModelCache(), quietMs = 30) {
    const outcomes: [string, number, unknown][] = [];
    const answers = new FlowAnswers(database.db, models, { quietMs, onPrepared: (widgetId, version, outcome) => outcomes.push([widgetId, version, outcome]) });
    return { answers, outcomes };
  }

  it('builds the answer of a version saved here once the flow is quiet, and a reader then gets the kept bytes', async () => {
    const widgetId = await widgetWith();
    const models = new FlowModelCache();
    const version = await save(widgetId);
    models.put(widgetId, version, FlowModel.fromDocument(LARGE));
    const log = answersWithLog(models);
    log.answers.noteSaved(widgetId, version, true);
    await prepared(log, 1);
    expect(log.outcomes).toEqual([[widgetId, version, 'kept']]);
    const first = await log.answers.read(widgetId, 'br');
    const second = await log.answers.read(widgetId, 'br');
    if (first.encoding === null || second.encoding === null) throw new Error('expected a compressed answer');
    // The same kept buffer, not one compressed per reader.
    expect(second.bytes).toBe(first.bytes);
    const body = JSON.parse(brotliDecompressSync(first.bytes).toString());
    expect(body).toMatchObject({ widgetId, version, updatedBy: userId });
    expect(body.flow).toEqual(canonicalDocument(LARGE));
    log.answers.close();
  });

  it('builds only the newest of several saves in a row, from the stored pages when no model is kept', async () => {
    const widgetId = await widgetWith();
    const log = answersWithLog(new FlowModelCache(), 80);
    for (let i = 0; i < 3; i += 1) log.answers.noteSaved(widgetId, await save(widgetId), true);
    await prepared(log, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(log.outcomes).toEqual([[widgetId, 4, 'kept']]);
    log.answers.close();
  });

  it('leaves another instance’s save alone unless it keeps an answer of that flow', async () => {
    const widgetId = await widgetWith();
    const log = answersWithLog();
    log.answers.noteSaved(widgetId, await save(widgetId), false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(log.outcomes).toEqual([]);
    // A reader here makes the flow one this instance keeps ready.
    await log.answers.read(widgetId, 'br');
    const version = await save(widgetId);
    log.answers.noteSaved(widgetId, version, false);
    await prepared(log, 1);
    expect(log.outcomes).toEqual([[widgetId, version, 'kept']]);
    log.answers.close();
  });

  it('stops a build from the kept model when a save takes the model between two slices; a reader waiting on it reads again', async () => {
    const widgetId = await widgetWith();
    const version = await save(widgetId);
    const model = FlowModel.fromDocument(structuredClone(LARGE));
    const moved = LARGE.nodes[1]!;
    // The first peek is the build's start; the next is its check between two slices: a save comes right then,
    // takes the model and moves a node in it (nothing is stored: the version's pages stay what they were).
    let peeks = 0;
    const models = new (class extends FlowModelCache {
      override peek(id: string, at: number) {
        peeks += 1;
        if (peeks === 2) this.takeAny(id)?.model.setPosition(moved.id, moved.x + 500, moved.y);
        return super.peek(id, at);
      }
    })();
    models.put(widgetId, version, model);
    const { answers } = answersWithLog(models);
    const building = answers.prepare(widgetId);
    const reader = answers.read(widgetId, 'br');
    expect(await building).toEqual({ version, outcome: 'stale' });
    const read = await reader;
    if (read.encoding === null) throw new Error('expected a compressed answer');
    // Read again from the stored pages: the version's own content, not the moved node.
    expect(JSON.parse(brotliDecompressSync(read.bytes).toString()).flow).toEqual(canonicalDocument(LARGE));
    expect(peeks).toBeGreaterThanOrEqual(2);
    answers.close();
  });

  it('gives concurrent readers of an answer not kept yet one build', async () => {
    const widgetId = await widgetWith();
    const { answers } = answersWithLog();
    const [a, b] = await Promise.all([answers.read(widgetId, 'gzip'), answers.read(widgetId, 'gzip')]);
    if (a.encoding === null || b.encoding === null) throw new Error('expected compressed answers');
    expect(b.bytes).toBe(a.bytes);
    answers.close();
  });

  it('answers a small flow as JSON text, and without Accept-Encoding the text', async () => {
    const small = generateFlow({ nodeCount: 20, seed: 2 });
    const widgetId = await widgetWith(small);
    const { answers } = answersWithLog();
    const answer = await answers.read(widgetId, 'br');
    expect(answer.encoding).toBeNull();
    if (answer.encoding === null) expect(JSON.parse(answer.json).flow).toEqual(canonicalDocument(small));
    const plain = await answers.read(await widgetWith(), null);
    expect(plain.encoding).toBeNull();
    answers.close();
  });
});
