// Opening a flow in Node: the index bulk load and JSON text -> live model.
import { FlowModel } from '../../engine/model/FlowModel';
import { SpatialIndex } from '../../engine/spatial/SpatialIndex';
import { summarize, type BenchResult } from '../shared/benchResult';
import { collectGarbage, timeMs } from '../shared/timing';
import type { BenchFlow } from './benchFlow';

export function loadBench(flow: BenchFlow, runs: number): BenchResult[] {
  const json = JSON.stringify(flow.document);
  const build: number[] = [];
  const load: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    collectGarbage();
    build.push(timeMs(() => SpatialIndex.build(flow.model)));
    collectGarbage();
    load.push(timeMs(() => FlowModel.fromDocument(JSON.parse(json))));
  }
  return [
    summarize('index_build_ms', 'ours', flow.nodes, 'ms', build, { note: 'SpatialIndex.build (rbush bulk load of nodes and connection bounds)' }),
    summarize('json_load_ms', 'ours', flow.nodes, 'ms', load, { note: `JSON.parse + FlowModel.fromDocument of ${json.length} bytes` }),
    summarize('flow_json_bytes', 'ours', flow.nodes, 'bytes', [Buffer.byteLength(json)], { note: 'the stored document as JSON' }),
  ];
}
