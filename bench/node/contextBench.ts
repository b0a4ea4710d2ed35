// Context values and warnings (editor.md §3, §5): what the editor recomputes 1000 ms after an edit, what it
// computes once on load, and one placeholder-picker list. Runs on its own copy of the bench flow, in which about
// half of the define, redirect, http_request and ai_prompt nodes reference context values (most provided
// upstream, some not), so the checks have work to do.
import { FlowContext } from '../../engine/model/context/FlowContext';
import { allOfferedNames } from '../../engine/model/context/offeredContextValues';
import { FlowModel } from '../../engine/model/FlowModel';
import type { FlowNode } from '../../engine/model/flowTypes';
import { applyPatch } from '../../engine/model/patch/applyPatch';
import { connectCommand } from '../../engine/model/commands/connectCommand';
import { disconnectCommand } from '../../engine/model/commands/disconnectCommand';
import { updateNodeConfigCommand } from '../../engine/model/commands/updateNodeConfigCommand';
import { FlowWarnings } from '../../engine/model/warnings/FlowWarnings';
import { summarize, type BenchResult } from '../shared/benchResult';
import { seededRandom } from '../../engine/testing/seededRandom';
import { BENCH_SEED, pick, type BenchFlow } from './benchFlow';

/** A token the node's parent offers (provided) or a made-up one (missing). */
function referenceFor(model: FlowModel, node: FlowNode, random: () => number): string {
  const [incoming] = model.incomingKeys(node.id);
  const parent = incoming === undefined ? undefined : model.getNode(model.getConnection(incoming)!.from[0]);
  const names = parent ? allOfferedNames(parent) : [];
  if (parent && names.length > 0 && random() < 0.8) return `{{${parent.id}.${names[Math.floor(random() * names.length)]}}}`;
  return `{{${Math.ceil(random() * model.nodeCount)}.missing_value}}`;
}

function withReferences(flow: BenchFlow): FlowModel {
  const model = FlowModel.fromDocument(structuredClone(flow.document));
  for (const node of Array.from(model.nodes())) {
    if (flow.random() < 0.5) continue;
    const token = referenceFor(model, node, flow.random);
    const config = node.config;
    let next: Record<string, unknown> | null = null;
    if (node.type === 'define') next = { fields: [{ key: `field_${node.id}`, value: token }] };
    else if (node.type === 'redirect') next = { ...config, url: `https://example.com/next?from=${token}` };
    else if (node.type === 'http_request') next = { ...config, url: `https://api.example.com/items/${token}` };
    else if (node.type === 'ai_prompt') next = { ...config, prompt: `Summarise ${token}` };
    if (next) model.setShape(node.id, node.inputs, node.outputs, next);
  }
  return model;
}

export function contextBench(shared: BenchFlow, samples: number, loadRuns: number): BenchResult[] {
  // Its own random source, so adding this stage does not change what the other stages pick.
  const flow = { ...shared, random: seededRandom(BENCH_SEED + 7 + shared.nodes) };
  const results: BenchResult[] = [];

  // First computation on load: fresh config objects, so nothing is memoised yet.
  const first: number[] = [];
  for (let run = 0; run < loadRuns; run += 1) {
    const model = withReferences(flow);
    const begin = performance.now();
    const context = new FlowContext(model);
    context.setSecrets(['api_key']);
    new FlowWarnings(model, context).recompute();
    first.push(performance.now() - begin);
  }
  results.push(summarize('context_values_first_ms', 'ours', flow.nodes, 'ms', first, { note: 'every node\'s warnings on load (offered values, placeholders and ancestry walked cold)' }));

  // The debounced recompute after one edit: half rename a define key (what it offers changes: every node is
  // re-checked), half rewire a connection (the upstream index is rebuilt too).
  const model = withReferences(flow);
  const context = new FlowContext(model);
  context.setSecrets(['api_key']);
  const warnings = new FlowWarnings(model, context);
  warnings.recompute();
  const defines = Array.from(model.nodes()).filter((node) => node.type === 'define');
  const wired = Array.from(model.connections()).map((connection) => connection.to[0]);
  const recompute: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    if (sample % 2 === 0 && defines.length > 0) {
      const node = pick(defines, flow.random);
      const patch = updateNodeConfigCommand(model, node.id, { fields: [{ key: `renamed_${sample}`, value: 'x' }] });
      const begin = performance.now();
      const effects = applyPatch(model, patch);
      warnings.noteEffects(effects);
      warnings.recompute();
      recompute.push(performance.now() - begin);
    } else {
      const target = pick(wired, flow.random);
      const [key] = model.incomingKeys(target);
      if (key === undefined) continue;
      const connection = model.getConnection(key)!;
      const disconnect = disconnectCommand(model, key);
      const begin = performance.now();
      const effects = applyPatch(model, disconnect);
      warnings.noteEffects(effects);
      warnings.recompute();
      recompute.push(performance.now() - begin);
      const again = applyPatch(model, connectCommand(model, connection.from, connection.to));
      warnings.noteEffects(again);
      warnings.recompute();
    }
  }
  results.push(summarize('context_values_ms', 'ours', flow.nodes, 'ms', recompute, { note: 'debounced recompute of every node\'s warnings after a key rename or a rewire' }));

  // The same recompute as the editor runs it: 8 ms slices in separate tasks. What matters is the longest slice
  // (how long the main thread is held), measured over rewires and full first computations.
  const slices: number[] = [];
  for (let sample = 0; sample < Math.max(4, samples / 10); sample += 1) {
    if (sample % 2 === 0) warnings.invalidateAll();
    else {
      const target = pick(wired, flow.random);
      const [key] = model.incomingKeys(target);
      if (key === undefined) continue;
      const connection = model.getConnection(key)!;
      const effects = applyPatch(model, disconnectCommand(model, key));
      warnings.noteEffects(effects);
      warnings.recompute();
      const again = applyPatch(model, connectCommand(model, connection.from, connection.to));
      warnings.noteEffects(again);
    }
    for (let done = false; !done; ) {
      const begin = performance.now();
      done = warnings.recomputeSlice(begin + 8).done;
      slices.push(performance.now() - begin);
    }
  }
  results.push(summarize('context_values_slice_ms', 'ours', flow.nodes, 'ms', slices, { note: 'one 8 ms slice of the editor\'s recompute (whole flow or after a rewire): how long the main thread is held' }));

  // One placeholder-picker list for a random node (a walk up its upstream part).
  const ids = Array.from(model.nodes(), (node) => node.id);
  const picker: number[] = [];
  for (let sample = 0; sample < samples * 10; sample += 1) {
    const id = pick(ids, flow.random);
    const begin = performance.now();
    context.valuesFor(id);
    picker.push((performance.now() - begin) * 1000);
  }
  results.push(summarize('context_picker_us', 'ours', flow.nodes, 'µs', picker, { note: 'contextValuesFor one node (upstream values + secrets)' }));
  return results;
}
