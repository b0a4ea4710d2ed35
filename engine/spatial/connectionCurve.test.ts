import { Bezier } from 'bezier-js';
import { describe, expect, it } from 'vitest';
import { CONNECTION_END_IGNORE_PX, CONNECTION_HOVER_PX } from '../model/flowLimits';
import { FlowModel } from '../model/FlowModel';
import { connectionKey } from '../model/portKey';
import { generateFlow } from '../testing/generateFlow';
import { seededRandom } from '../testing/seededRandom';
import { connectionBounds, connectionCurve, curveBetween, curveBounds, curveMayBeWithin, distanceToCurve, type CubicCurve, type Point } from './connectionCurve';
import { hitTest, type HitResult } from './hitTest';
import { SpatialIndex } from './SpatialIndex';

/** The rule as it was written first: bezier-js's projection, ends ignored by the projected point. */
function referenceDistance(curve: CubicCurve, point: Point, ignoreEnds = 0): number {
  const nearest = new Bezier(curve[0], curve[1], curve[2], curve[3]).project(point);
  const near = (end: Point) => Math.hypot(nearest.x - end.x, nearest.y - end.y) < ignoreEnds;
  if (ignoreEnds > 0 && (near(curve[0]) || near(curve[3]))) return Infinity;
  return nearest.d ?? Math.hypot(nearest.x - point.x, nearest.y - point.y);
}

/** The connection part of hitTest without any pre-filter, over every connection of the model. */
function referenceConnectionHit(model: FlowModel, point: Point, scale: number): number | null {
  const tolerance = CONNECTION_HOVER_PX / scale;
  const ignoreEnds = CONNECTION_END_IGNORE_PX / scale;
  let best: { key: number; distance: number } | null = null;
  for (const connection of model.connections()) {
    const distance = referenceDistance(connectionCurve(model, connection), point, ignoreEnds);
    if (distance <= tolerance && (!best || distance < best.distance)) best = { key: connectionKey(connection), distance };
  }
  return best ? best.key : null;
}

function randomCurve(random: () => number): CubicCurve {
  const start = { x: random() * 2000 - 1000, y: random() * 2000 - 1000 };
  const end = { x: start.x + random() * 1600 - 800, y: start.y + random() * 1600 - 800 };
  return curveBetween(start, end);
}

function bezierOf(curve: CubicCurve): Bezier {
  return new Bezier(curve[0], curve[1], curve[2], curve[3]);
}

/** A point `offset` away from the curve along its normal at t. */
function offCurve(curve: CubicCurve, t: number, offset: number): Point {
  const bezier = bezierOf(curve);
  const at = bezier.get(t);
  const normal = bezier.normal(t);
  return { x: at.x + normal.x * offset, y: at.y + normal.y * offset };
}

describe('distanceToCurve', () => {
  it('gives exactly what bezier-js project gives, ends rule included', () => {
    const random = seededRandom(3);
    for (let i = 0; i < 400; i += 1) {
      const curve = randomCurve(random);
      const t = random() * 1.2 - 0.1;
      const point = offCurve(curve, Math.min(1, Math.max(0, t)), random() * 40 - 20);
      for (const ignoreEnds of [0, 8, 16]) expect(distanceToCurve(curve, point, ignoreEnds)).toBe(referenceDistance(curve, point, ignoreEnds));
    }
  });

  it('ignores the parts within the end distance and keeps the rest', () => {
    const curve = curveBetween({ x: 0, y: 0 }, { x: 400, y: 200 });
    expect(distanceToCurve(curve, { x: 3, y: 1 }, 8)).toBe(Infinity);
    expect(distanceToCurve(curve, { x: 397, y: 199 }, 8)).toBe(Infinity);
    expect(distanceToCurve(curve, { x: 3, y: 1 }, 0)).toBeLessThan(2);
    expect(distanceToCurve(curve, offCurve(curve, 0.5, 4), 8)).toBeCloseTo(4, 1);
  });
});

describe('curveMayBeWithin (the hit-test pre-filter)', () => {
  it('never rules out a curve within the tolerance, at the tolerance edge and near the ends', () => {
    const random = seededRandom(5);
    let ruledOut = 0;
    for (let i = 0; i < 2000; i += 1) {
      const curve = randomCurve(random);
      const tolerance = [5, 10, 20, 2.5][i % 4]!;
      const t = i % 10 === 0 ? random() * 0.02 : i % 10 === 1 ? 1 - random() * 0.02 : random();
      // Around the edge: just inside, on, and just outside the tolerance.
      const offset = (tolerance + (random() - 0.5) * 0.02) * (random() < 0.5 ? -1 : 1);
      const point = offCurve(curve, t, offset);
      const exact = referenceDistance(curve, point);
      const mayBe = curveMayBeWithin(curve, point, tolerance);
      if (exact <= tolerance) expect(mayBe).toBe(true);
      if (!mayBe) ruledOut += 1;
    }
    // It is a filter worth having: well away from the curve it says no.
    expect(ruledOut).toBeGreaterThan(0);
    const curve = curveBetween({ x: 0, y: 0 }, { x: 400, y: 200 });
    expect(curveMayBeWithin(curve, { x: 200, y: 100 }, 5)).toBe(true);
    expect(curveMayBeWithin(curve, { x: 200, y: 160 }, 5)).toBe(false);
    expect(curveMayBeWithin(curve, { x: -20, y: 100 }, 5)).toBe(false);
  });

  it('holds for steep back-links, whose polyline is the least flat', () => {
    const random = seededRandom(9);
    for (let i = 0; i < 500; i += 1) {
      const start = { x: random() * 100, y: random() * 100 };
      const curve = curveBetween(start, { x: start.x - random() * 600, y: start.y + (random() - 0.5) * 3000 });
      const point = offCurve(curve, random(), (random() - 0.5) * 12);
      if (referenceDistance(curve, point) <= 5) expect(curveMayBeWithin(curve, point, 5)).toBe(true);
    }
  });
});

describe('connectionBounds', () => {
  it('is the control polygon box of the connection curve', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 300, seed: 4 }));
    for (const connection of model.connections()) {
      expect(connectionBounds(model, connection)).toEqual(curveBounds(connectionCurve(model, connection)));
    }
  });
});

describe('hitTest with the pre-filter', () => {
  it('picks the same connection as testing every connection exactly, at several scales', () => {
    const model = FlowModel.fromDocument(generateFlow({ nodeCount: 200, seed: 12 }));
    const index = SpatialIndex.build(model);
    const connections = [...model.connections()];
    const random = seededRandom(21);
    let connectionHits = 0;
    for (let i = 0; i < 800; i += 1) {
      const scale = [1, 0.5, 2, 0.3][i % 4]!;
      const curve = connectionCurve(model, connections[Math.floor(random() * connections.length)]!);
      const tolerance = CONNECTION_HOVER_PX / scale;
      // Mostly around the tolerance edge; some near the ends, where the 8 px rule decides.
      const t = i % 5 === 0 ? random() * 0.05 : i % 5 === 1 ? 1 - random() * 0.05 : random();
      const offset = i % 3 === 0 ? (random() - 0.5) * 2 * tolerance : (tolerance + (random() - 0.5) * 0.01) * (random() < 0.5 ? -1 : 1);
      const point = offCurve(curve, t, offset);
      const hit: HitResult = hitTest(model, index, point, scale);
      if (hit.kind === 'port' || hit.kind === 'node') continue;
      const expected = referenceConnectionHit(model, point, scale);
      expect(hit.kind === 'connection' ? hit.key : null).toBe(expected);
      if (expected !== null) connectionHits += 1;
    }
    expect(connectionHits).toBeGreaterThan(60);
  });
});
