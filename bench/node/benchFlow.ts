// The flows every Node benchmark runs on: generateFlow with a fixed seed, loaded into a model and indexed.
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowDocument } from '../../engine/model/flowTypes';
import { History } from '../../engine/model/history/History';
import { SpatialIndex } from '../../engine/spatial/SpatialIndex';
import { generateFlow } from '../../engine/testing/generateFlow';
import { seededRandom } from '../../engine/testing/seededRandom';

export const BENCH_SEED = 42;

export interface BenchFlow {
  nodes: number;
  document: FlowDocument;
  model: FlowModel;
  index: SpatialIndex;
  history: History;
  /** Seeded, so every run picks the same points and nodes. */
  random: () => number;
}

export function loadBenchFlow(nodes: number): BenchFlow {
  const document = generateFlow({ nodeCount: nodes, seed: BENCH_SEED });
  const model = FlowModel.fromDocument(document);
  return { nodes, document, model, index: SpatialIndex.build(model), history: new History(), random: seededRandom(BENCH_SEED + nodes) };
}

/** A random element of a non-empty list. */
export function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)]!;
}
