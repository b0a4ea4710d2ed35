// Find (Ctrl/Cmd+F) over the whole flow: NodeSearchIndex.search for a mix of queries a designer types — a URL
// fragment of one node, an id, a kind name, a word common to many nodes, two terms. The generated flows hold
// mostly default configs, so a copy gets a distinct URL on each redirect and HTTP request node and text on each
// note first (more text to scan than the defaults). Also timed: the lazy build on the first query.
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowNode } from '../../engine/model/flowTypes';
import { NodeSearchIndex } from '../../engine/model/search/NodeSearchIndex';
import { NODE_KIND_LABELS } from '../../engine/render/nodeKindStyle';
import { summarize, type BenchResult } from '../shared/benchResult';
import { pick, type BenchFlow } from './benchFlow';

function withText(node: FlowNode): FlowNode {
  if (node.type === 'redirect' || node.type === 'http_request') return { ...node, config: { ...node.config, url: `https://shop-${node.id}.example/landing/${node.id}?ref=campaign` } };
  if (node.type === 'note') return { ...node, config: { ...node.config, text: `Reminder ${node.id}: check the copy with the legal team` } };
  return node;
}

export function findBench(flow: BenchFlow, queries: number, builds: number): BenchResult[] {
  const document = { nodes: flow.document.nodes.map(withText), connections: flow.document.connections };
  const model = FlowModel.fromDocument(document);
  const label = (type: FlowNode['type']) => NODE_KIND_LABELS[type];
  const buildTimes: number[] = [];
  for (let run = 0; run < builds; run += 1) {
    const fresh = new NodeSearchIndex(model, label);
    const begin = performance.now();
    fresh.search('warm');
    buildTimes.push(performance.now() - begin);
  }
  const index = new NodeSearchIndex(model, label);
  index.search('warm');
  const urlNodes = document.nodes.filter((node) => node.type === 'redirect' || node.type === 'http_request');
  const makers: (() => string)[] = [
    () => `shop-${pick(urlNodes, flow.random).id}.example`,
    () => `#${pick(document.nodes, flow.random).id}`,
    () => 'http request',
    () => 'legal',
    () => 'option 2',
  ];
  const times: number[] = [];
  let matches = 0;
  for (let sample = 0; sample < queries; sample += 1) {
    const query = makers[sample % makers.length]!();
    const begin = performance.now();
    matches += index.search(query).total;
    times.push(performance.now() - begin);
  }
  return [
    summarize('find_query_ms', 'ours', flow.nodes, 'ms', times, {
      note: `a URL fragment, an id, a kind, a common word, two terms (mean ${Math.round(matches / queries)} matches); target ≤ 50 ms at 100k`,
    }),
    summarize('find_index_build_ms', 'ours', flow.nodes, 'ms', buildTimes, { note: 'the lazy build on the first query' }),
  ];
}
