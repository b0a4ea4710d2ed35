import { describe, expect, it } from 'vitest';
import { inspectFlowText } from './flowImportProtocol';

describe('inspectFlowText', () => {
  it('answers the counts of a flow document and keeps the document for sending', () => {
    const flow = { nodes: [{ id: 1 }, { id: 2 }], connections: [{ id: 1 }] };
    const { document, message } = inspectFlowText(JSON.stringify(flow));
    expect(message).toEqual({ type: 'import-inspected', nodes: 2, connections: 1 });
    expect(document).toEqual(flow);
  });

  it('accepts an exported GET /flow answer (the document under "flow")', () => {
    const { message } = inspectFlowText(JSON.stringify({ version: 3, flow: { nodes: [{ id: 1 }], connections: [] } }));
    expect(message).toEqual({ type: 'import-inspected', nodes: 1, connections: 0 });
  });

  it('names the problem of a file that is not JSON or not a flow, and keeps nothing', () => {
    expect(inspectFlowText('{nope')).toEqual({ document: null, message: { type: 'import-problem', text: 'The file is not valid JSON' } });
    expect(inspectFlowText('{"nodes": 1}')).toEqual({ document: null, message: { type: 'import-problem', text: 'The file does not hold a flow (nodes and connections)' } });
  });
});
