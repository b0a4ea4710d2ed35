import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTraceparent, requestIdOf, traceIdOf } from './requestId';

describe('request ids', () => {
  it('takes the trace id of a valid traceparent', () => {
    expect(traceIdOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(requestIdOf({ headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00' } } as unknown as IncomingMessage)).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });

  it('makes a new trace id for a missing, malformed or all-zero traceparent', () => {
    for (const header of [undefined, 'nonsense', '01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', '00-00000000000000000000000000000000-00f067aa0ba902b7-01', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01', '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01']) {
      const id = requestIdOf({ headers: header === undefined ? {} : { traceparent: header } } as unknown as IncomingMessage);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    }
  });

  it('parses the caller span id and the sampled flag for the request span', () => {
    expect(parseTraceparent(' 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 ')).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', flags: 1 });
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00')?.flags).toBe(0);
    expect(parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01')).toBeNull();
  });
});
