// User-timing marks along a flow's open, so a trace or the studio-open bench (bench/studio) can tell where the time
// went: the first script ran ('boot'), the engine's code evaluated ('engine'), the flow canvas's WebGL context and
// renderer ready ('canvas'), the app's first render ('app'), the loading worker's request, the download
// parsed, the slices received, the first frame showing the first view's picture (firstViewPicture.ts: 'picture'),
// the first view's read-only preview made ('preview'), the editor's build started (the
// flow, the access and the user all known: 'building') and the editor built.
export type FlowOpenStep = 'boot' | 'engine' | 'canvas' | 'app' | 'request' | 'parsed' | 'received' | 'picture' | 'preview' | 'building' | 'editor';

export function markFlowOpen(step: FlowOpenStep): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`flow-open:${step}`);
}
