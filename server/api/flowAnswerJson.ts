// The text of GET /widgets/{id}/flow's answer, built a slice at a time: the same bytes as JSON.stringify of the whole
// answer (key order included), with the event loop given back between slices, so building a 100k-node answer ahead
// of its readers (flowAnswers.ts) never holds other requests up for the ~0.3–0.5 s one stringify takes there.
import type { WidgetFlow } from '../../contracts/entities';
import type { FlowDocument } from '../../engine/model/flowTypes';

/** Nodes or connections per slice (~5–15 ms of stringify on the 2-core machine). */
export const ANSWER_JSON_SLICE = 2_000;

export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function arrayJson(items: readonly unknown[], slice: number, between: () => Promise<void>): Promise<string> {
  const parts: string[] = [];
  for (let at = 0; at < items.length; at += slice) {
    parts.push(JSON.stringify(items.slice(at, at + slice)).slice(1, -1));
    if (at + slice < items.length) await between();
  }
  return `[${parts.join(',')}]`;
}

/** `JSON.stringify(answer)`, in slices. `answer.flow` must not change meanwhile (a snapshot: model.toDocument()). */
export async function flowAnswerJson(answer: WidgetFlow, slice = ANSWER_JSON_SLICE, between: () => Promise<void> = yieldToEventLoop): Promise<string> {
  const { flow, ...meta } = answer;
  const document: FlowDocument = flow;
  const nodes = await arrayJson(document.nodes, slice, between);
  await between();
  const connections = await arrayJson(document.connections, slice, between);
  // The answer's own key order: widgetId, version, flow, then the rest.
  const head = JSON.stringify({ widgetId: meta.widgetId, version: meta.version });
  const rest = JSON.stringify(Object.fromEntries(Object.entries(meta).filter(([key]) => key !== 'widgetId' && key !== 'version')));
  const flowJson = `{"nodes":${nodes},"connections":${connections}}`;
  return `${head.slice(0, -1)},"flow":${flowJson}${rest === '{}' ? '}' : `,${rest.slice(1)}`}`;
}
