// Hover: one hitTest per pointer move, at points near nodes (ports, bodies, margins) and near connection curves.
import type { FlowModel } from '../../engine/model/FlowModel';
import { connectionCurve, type CubicCurve, type Point } from '../../engine/spatial/connectionCurve';
import { hitTest } from '../../engine/spatial/hitTest';
import { nodeBounds } from '../../engine/spatial/nodeGeometry';
import { summarize, type BenchResult } from '../shared/benchResult';
import { pick, type BenchFlow } from './benchFlow';

const SCALE = 1;

function pointOnCurve([p0, p1, p2, p3]: CubicCurve, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return { x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y };
}

/** Half the points around nodes (bounds grown by 20 px, so ports and margins too), half within 4 px of a curve. */
export function hoverPoints(model: FlowModel, count: number, random: () => number): Point[] {
  const nodes = Array.from(model.nodes());
  const connections = Array.from(model.connections());
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0 || connections.length === 0) {
      const box = nodeBounds(pick(nodes, random));
      points.push({ x: box.minX - 20 + random() * (box.maxX - box.minX + 40), y: box.minY - 20 + random() * (box.maxY - box.minY + 40) });
    } else {
      const point = pointOnCurve(connectionCurve(model, pick(connections, random)), 0.05 + random() * 0.9);
      points.push({ x: point.x + (random() - 0.5) * 8, y: point.y + (random() - 0.5) * 8 });
    }
  }
  return points;
}

export function hitTestBench(flow: BenchFlow, samples: number): BenchResult[] {
  const points = hoverPoints(flow.model, samples, flow.random);
  const kinds: Record<string, number> = {};
  for (const point of points.slice(0, 2000)) hitTest(flow.model, flow.index, point, SCALE); // warm-up
  const times: number[] = [];
  for (const point of points) {
    const start = performance.now();
    const hit = hitTest(flow.model, flow.index, point, SCALE);
    times.push((performance.now() - start) * 1000);
    kinds[hit.kind] = (kinds[hit.kind] ?? 0) + 1;
  }
  const mix = Object.entries(kinds)
    .map(([kind, count]) => `${kind} ${Math.round((100 * count) / points.length)}%`)
    .join(', ');
  return [summarize('hover_hit_test_us', 'ours', flow.nodes, 'µs', times, { p99: true, note: `hits: ${mix}` })];
}
