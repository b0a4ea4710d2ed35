// User-timing marks along a flow's open, so a trace or the studio-open bench (bench/studio) can tell where the time
// went: the first script's WebGL context made ('context', after 'boot'), the engine's code evaluated ('engine'), the
// flow canvas's renderer ready ('canvas'), the app's first render ('app'), the loading worker's request, the download
// parsed, the slices received, the editor built.
export type FlowOpenStep = 'boot' | 'context' | 'engine' | 'canvas' | 'app' | 'request' | 'parsed' | 'received' | 'editor';

export function markFlowOpen(step: FlowOpenStep): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`flow-open:${step}`);
}
