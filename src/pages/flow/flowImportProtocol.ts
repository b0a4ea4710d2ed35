// How an imported flow file travels through the flow worker (flowLoad.worker.ts): the page hands over the
// File, the worker reads, parses and checks it and answers with counts only; on confirm it serialises,
// gzips and PUTs the document itself. The page never holds or parses the megabytes of a large import.
import type { FlowDocument } from '../../../engine/model/flowTypes';
import { parseFlowFile } from './flowFile';

export type FlowImportRequest =
  | { type: 'inspect-import'; file: Blob }
  | { type: 'send-import'; url: string; accessToken: string | null; baseVersion: number };

export type FlowImportMessage =
  | { type: 'import-inspected'; nodes: number; connections: number }
  | { type: 'import-problem'; text: string }
  | { type: 'import-sent' }
  | { type: 'import-failed'; status: number | null; text: string };

/** What the worker answers for a chosen file's text (pure; the main-thread fallback uses it too). */
export function inspectFlowText(text: string): { document: FlowDocument; message: FlowImportMessage } | { document: null; message: FlowImportMessage } {
  try {
    const document = parseFlowFile(text);
    return { document, message: { type: 'import-inspected', nodes: document.nodes.length, connections: document.connections.length } };
  } catch (error) {
    return { document: null, message: { type: 'import-problem', text: error instanceof Error ? error.message : String(error) } };
  }
}
