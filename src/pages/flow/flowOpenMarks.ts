// User-timing marks along a flow's open (the loading worker's request, the download parsed, the slices received,
// the editor built), so a trace or the studio-open bench (bench/studio) can tell where the time went.
export type FlowOpenStep = 'request' | 'parsed' | 'received' | 'editor';

export function markFlowOpen(step: FlowOpenStep): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(`flow-open:${step}`);
}
