import { describe, expect, it } from 'vitest';
import { flowFileName, parseFlowFile, serializeFlow } from './flowFile';
import { createInitialFlow } from '../../../engine/model/initialFlow';

describe('flow files', () => {
  it('round-trips a document and accepts an exported API answer', () => {
    const flow = createInitialFlow();
    expect(parseFlowFile(serializeFlow(flow))).toEqual(flow);
    expect(parseFlowFile(JSON.stringify({ widgetId: 'w', version: 3, flow }))).toEqual(flow);
  });

  it('names what is wrong with a file that is not a flow', () => {
    expect(() => parseFlowFile('{')).toThrow(/not valid JSON/);
    expect(() => parseFlowFile('{"nodes": 1}')).toThrow(/does not hold a flow/);
  });

  it('derives the file name from the widget name', () => {
    expect(flowFileName('Newsletter signup!')).toBe('newsletter-signup-flow.json');
    expect(flowFileName('***')).toBe('widget-flow.json');
  });
});
