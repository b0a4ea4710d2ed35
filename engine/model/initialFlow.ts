import type { FlowDocument } from './flowTypes';

/** The flow a new widget starts with: one entrypoint node at the origin. */
export function createInitialFlow(): FlowDocument {
  return {
    nodes: [
      {
        id: 1,
        type: 'entrypoint',
        x: 0,
        y: 0,
        inputs: 0,
        outputs: 1,
        config: { queryParams: [], allowedOrigins: ['*'], dataAttributes: [] },
      },
    ],
    connections: [],
  };
}
