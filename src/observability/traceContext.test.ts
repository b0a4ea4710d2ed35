import { describe, expect, it } from 'vitest';
import { latestTraceId, newTraceparent, traceHeadersFor } from './traceContext';

describe('trace context', () => {
  it('makes sampled W3C traceparent values with fresh ids', () => {
    const first = newTraceparent();
    const second = newTraceparent();
    expect(first.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(first.traceparent.slice(3, 35)).toBe(first.traceId);
    expect(second.traceId).not.toBe(first.traceId);
    expect(latestTraceId()).toBe(second.traceId);
  });

  it('adds the header only to requests for the API origin', () => {
    const page = 'https://studio.example.com';
    expect(traceHeadersFor('/api/users/me', '/api', page).traceparent).toMatch(/^00-/);
    expect(traceHeadersFor('https://api.example.com/api/users/me', 'https://api.example.com/api', page).traceparent).toMatch(/^00-/);
    expect(traceHeadersFor('https://fonts.example.net/a.woff2', '/api', page)).toEqual({});
    expect(traceHeadersFor('https://studio.example.com/api/x', 'https://api.example.com/api', page)).toEqual({});
    expect(traceHeadersFor('https://chat.example.org/embed', '/api', page)).toEqual({});
  });
});
