// Properties of rebasing, over random flows and random concurrent edits (fast-check, seeded).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalDocument } from '../../testing/canonicalDocument';
import { randomEdit } from '../../testing/randomEdit';
import { seededRandom } from '../../testing/seededRandom';
import { FlowModel } from '../FlowModel';
import { flowDocumentProblem } from '../flowSchema';
import type { FlowDocument } from '../flowTypes';
import { createInitialFlow } from '../initialFlow';
import { applyPatch, applyPatches, PatchRejectedError } from '../patch/applyPatch';
import type { FlowPatch } from '../patch/flowPatch';
import { rebasePatches } from './rebasePatches';
import type { ConcurrentChange, ConflictPolicy } from './rebaseTypes';

const SEED = 22_2026;

/** Editors share one id space through leases: each gets its own block of ids. */
function idLease(first: number): () => number {
  let next = first;
  return () => next++;
}

/** `count` random edits applied to `model`; the patches as made. */
function edit(model: FlowModel, random: () => number, count: number, nextNodeId: () => number): FlowPatch[] {
  const patches: FlowPatch[] = [];
  for (let index = 0; index < count; index += 1) {
    const patch = randomEdit(model, random, { nextNodeId });
    if (patch.ops.length === 0) continue;
    try {
      applyPatch(model, patch);
    } catch (error) {
      // A generated edit the model refuses (a config rule the generator does not know) is simply not made.
      if (error instanceof PatchRejectedError) continue;
      throw error;
    }
    patches.push(patch);
  }
  return patches;
}

function baseFlow(random: () => number, edits: number): FlowDocument {
  const model = FlowModel.fromDocument(createInitialFlow());
  edit(model, random, edits, idLease(2));
  return model.toDocument();
}

interface Case {
  base: FlowDocument;
  /** The server after the others' edits, and those edits as accepted changes. */
  server: FlowDocument;
  since: ConcurrentChange[];
  /** Our edits made on the base, and our copy after them. */
  ours: FlowPatch[];
  mine: FlowDocument;
}

function concurrentCase(seed: number, baseEdits: number, theirEdits: number, ourEdits: number): Case {
  const random = seededRandom(seed);
  const base = baseFlow(random, baseEdits);
  const server = FlowModel.fromDocument(base);
  const since: ConcurrentChange[] = edit(server, random, theirEdits, idLease(1000)).map((patch, index) => ({
    userId: `user-${index % 2}`,
    clientId: `c_${index % 2}`,
    ops: patch.ops,
  }));
  const mine = FlowModel.fromDocument(base);
  const ours = edit(mine, random, ourEdits, idLease(2000));
  return { base, server: server.toDocument(), since, ours, mine: mine.toDocument() };
}

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const sizes = fc.record({ baseEdits: fc.integer({ min: 0, max: 40 }), theirEdits: fc.integer({ min: 0, max: 12 }), ourEdits: fc.integer({ min: 1, max: 12 }) });
const policies = fc.constantFrom<ConflictPolicy>('latest-wins', 'keep-current');
const RUNS = { seed: SEED, numRuns: 150 };

describe('rebasePatches properties', () => {
  it('rebasing over nothing is the identity', () => {
    fc.assert(
      fc.property(seeds, sizes, policies, (seed, { baseEdits, ourEdits }, policy) => {
        const { base, ours, mine } = concurrentCase(seed, baseEdits, 0, ourEdits);
        const model = FlowModel.fromDocument(base);
        const result = rebasePatches(model, [], ours, { policy });
        expect(result.applied).toEqual(ours);
        expect(result.outcomes.every((outcome) => outcome.outcome === 'applied')).toBe(true);
        expect(result.replaced).toEqual([]);
        expect(canonicalDocument(model.toDocument())).toEqual(canonicalDocument(mine));
      }),
      RUNS,
    );
  });

  it('never stores an invalid flow, and what it reports as applied replays cleanly on the current version', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(seeds, sizes, policies, (seed, { baseEdits, theirEdits, ourEdits }, policy) => {
        const { server, since, ours } = concurrentCase(seed, baseEdits, theirEdits, ourEdits);
        const model = FlowModel.fromDocument(server);
        const result = rebasePatches(model, since, ours, { policy });
        const after = model.toDocument();
        expect(flowDocumentProblem(after)).toBeNull();
        // The change as logged (its ops, in order) turns the current version into the new one: what every editor applies.
        expect(canonicalDocument(applyPatches(server, result.applied))).toEqual(canonicalDocument(after));
        expect(result.outcomes).toHaveLength(ours.reduce((sum, patch) => sum + patch.ops.length, 0));
        for (const outcome of result.outcomes) seen.add(outcome.reason ? `${outcome.outcome}:${outcome.reason}` : outcome.outcome);
      }),
      RUNS,
    );
    // The generated cases reach the rules, not only the easy path.
    for (const kind of ['applied', 'merged:changed-since', 'dropped:node-removed', 'dropped:already-disconnected']) expect(seen).toContain(kind);
  });

  it('latest-wins: what we changed last is what is stored, unless the node was removed', () => {
    let compared = 0;
    fc.assert(
      fc.property(seeds, sizes, (seed, { baseEdits, theirEdits, ourEdits }) => {
        const { base, server, since, ours, mine } = concurrentCase(seed, baseEdits, theirEdits, ourEdits);
        const model = FlowModel.fromDocument(server);
        rebasePatches(model, since, ours);
        const before = new Map(base.nodes.map((node) => [node.id, node]));
        for (const node of mine.nodes) {
          const stored = model.getNode(node.id);
          const was = before.get(node.id);
          if (!stored || !was || node.type === 'view') continue;
          if (node.x !== was.x || node.y !== was.y) expect([stored.x, stored.y]).toEqual([node.x, node.y]);
          for (const field of Object.keys(node.config)) {
            if (JSON.stringify(node.config[field]) === JSON.stringify(was.config[field])) continue;
            expect(stored.config[field]).toEqual(node.config[field]);
            compared += 1;
          }
        }
      }),
      RUNS,
    );
    expect(compared).toBeGreaterThan(20);
  });

  it('keep-current never replaces a field someone else changed since the base', () => {
    let compared = 0;
    fc.assert(
      fc.property(seeds, sizes, (seed, { baseEdits, theirEdits, ourEdits }) => {
        const { base, server, since, ours } = concurrentCase(seed, baseEdits, theirEdits, ourEdits);
        const model = FlowModel.fromDocument(server);
        const result = rebasePatches(model, since, ours, { policy: 'keep-current' });
        expect(result.replaced).toEqual([]);
        const before = new Map(base.nodes.map((node) => [node.id, node]));
        for (const theirs of server.nodes) {
          const stored = model.getNode(theirs.id);
          const was = before.get(theirs.id);
          if (!stored || !was || theirs.type === 'view') continue;
          if (theirs.x !== was.x || theirs.y !== was.y) expect([stored.x, stored.y]).toEqual([theirs.x, theirs.y]);
          for (const field of Object.keys(theirs.config)) {
            if (JSON.stringify(theirs.config[field]) === JSON.stringify(was.config[field])) continue;
            expect(stored.config[field]).toEqual(theirs.config[field]);
            compared += 1;
          }
        }
      }),
      RUNS,
    );
    expect(compared).toBeGreaterThan(20);
  });
});
