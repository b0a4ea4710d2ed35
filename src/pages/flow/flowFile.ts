// Export and import of a flow as a JSON file. The file holds the document only ({nodes, connections}); the
// server validates an import completely (flowDocumentSchema) when it is saved.
import type { FlowDocument } from '../../../engine/model/flowTypes';

export function flowFileName(widgetName: string): string {
  const base = widgetName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'widget'}-flow.json`;
}

export function serializeFlow(document: FlowDocument): string {
  return JSON.stringify(document, null, 2);
}

/** Parses a chosen file's text; throws an Error with a readable message when it is not a flow at all. */
export function parseFlowFile(text: string): FlowDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('The file is not valid JSON');
  }
  // An exported GET /flow answer is accepted too: its document sits under "flow".
  const candidate = typeof value === 'object' && value !== null && 'flow' in value ? (value as { flow: unknown }).flow : value;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    !Array.isArray((candidate as FlowDocument).nodes) ||
    !Array.isArray((candidate as FlowDocument).connections)
  ) {
    throw new Error('The file does not hold a flow (nodes and connections)');
  }
  return candidate as FlowDocument;
}

export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
