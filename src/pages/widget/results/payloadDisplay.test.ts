import { describe, expect, it } from 'vitest';
import { displayValue, errorDetails, errorDocsUrl, eventLabel, isOperationEvent, payloadEntries, shortId } from './payloadDisplay';

describe('shortId', () => {
  it('keeps the first and last 8 characters of a long id', () => {
    expect(shortId('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')).toBe('0190a1b2…2e3f4a5b');
  });
  it('leaves a short id whole', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId('12345678901234567')).toBe('12345678901234567');
  });
});

describe('event names', () => {
  it('reads without the prefix and knows operations', () => {
    expect(eventLabel('widget_flow_record_collected')).toBe('record collected');
    expect(isOperationEvent('widget_flow_email_sent')).toBe(true);
    expect(isOperationEvent('widget_flow_finished')).toBe(false);
  });
});

describe('payloads', () => {
  it('shows missing values as a dash and keeps 0 and false', () => {
    expect(displayValue(null)).toBe('–');
    expect(displayValue('')).toBe('–');
    expect(displayValue(undefined)).toBe('–');
    expect(displayValue(0)).toBe('0');
    expect(displayValue(false)).toBe('false');
  });

  it('lists the fields, leaving error and message of error_thrown to their own display', () => {
    expect(payloadEntries('widget_flow_http_requested', { statusCode: 200, result: null })).toEqual([
      { key: 'statusCode', text: '200' },
      { key: 'result', text: '–' },
    ]);
    expect(payloadEntries('widget_flow_error_thrown', { error: 'E', message: 'm', at: 'x' })).toEqual([{ key: 'at', text: 'x' }]);
  });

  it('error_thrown: the error name and the message, or n/a', () => {
    expect(errorDetails({ error: 'HttpFailed', message: 'boom' })).toEqual({ error: 'HttpFailed', message: 'boom' });
    expect(errorDetails({ error: '', message: null })).toEqual({ error: null, message: 'n/a' });
  });

  it('links an error name to its section of the documentation, or to the list of errors', () => {
    expect(errorDocsUrl('/docs', 'http-timeout')).toBe('/docs/results#error-http-timeout');
    expect(errorDocsUrl('https://docs.example.com/', 'quota-exceeded')).toBe('https://docs.example.com/results#error-quota-exceeded');
    expect(errorDocsUrl('/docs', 'Http Failed')).toBe('/docs/results#errors');
  });
});
