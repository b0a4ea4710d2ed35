import { describe, expect, it } from 'vitest';
import type { ContextValueOption } from '../../../../engine/model/index';
import { textSegments, tokenStatus, visitorValues } from './textTokens';

const values: ContextValueOption[] = [
  { source: 'node', token: '1.page_url', name: 'page_url', nodeId: 1, nodeType: 'entrypoint' },
  { source: 'secret', token: 'secret.api_key', name: 'api_key' },
];

describe('text block tokens', () => {
  it('offers upstream values only: secrets never render to visitors', () => {
    expect(visitorValues(values).map((value) => value.token)).toEqual(['1.page_url']);
  });

  it('marks each token known, secret or unknown', () => {
    expect(tokenStatus('1.page_url', values)).toBe('known');
    expect(tokenStatus('secret.api_key', values)).toBe('secret');
    expect(tokenStatus('9.nothing', values)).toBe('unknown');
    expect(tokenStatus('not a token', values)).toBe('unknown');
  });

  it('cuts the text into plain runs and tokens that join back into it', () => {
    const text = 'Hi {{ 1.page_url }}! {{secret.api_key}}{{x}} end {{ open';
    const segments = textSegments(text, values);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(segments.filter((segment) => segment.kind === 'token')).toEqual([
      { kind: 'token', text: '{{ 1.page_url }}', token: '1.page_url', status: 'known' },
      { kind: 'token', text: '{{secret.api_key}}', token: 'secret.api_key', status: 'secret' },
      { kind: 'token', text: '{{x}}', token: 'x', status: 'unknown' },
    ]);
    expect(textSegments('', values)).toEqual([]);
    expect(textSegments('plain', values)).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});
