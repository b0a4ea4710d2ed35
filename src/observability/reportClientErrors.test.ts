import { describe, expect, it } from 'vitest';
import { clientErrorReportSchema } from '../../contracts/clientErrors';
import { check } from '../../contracts/rules';
import { ClientErrorReporter } from './reportClientErrors';
import { newTraceparent } from './traceContext';

describe('client error reports', () => {
  it('sends each distinct error once, as the shared schema accepts it, with the path and the latest trace id', () => {
    const sent: { url: string; body: string }[] = [];
    const reporter = new ClientErrorReporter((url, body) => sent.push({ url, body }), () => '/organizations/o1');
    const { traceId } = newTraceparent();
    reporter.report('error', new TypeError('x is undefined'));
    reporter.report('error', new TypeError('x is undefined'));
    reporter.report('unhandledrejection', 'plain reason');
    expect(sent.map((entry) => entry.url)).toEqual(['/client-errors', '/client-errors']);
    const first = JSON.parse(sent[0]!.body);
    expect(first).toMatchObject({ kind: 'error', message: 'x is undefined', path: '/organizations/o1', traceId });
    expect(first.stack).toContain('TypeError');
    for (const entry of sent) expect(check(JSON.parse(entry.body), clientErrorReportSchema).ok).toBe(true);
  });

  it('stops after ten reports in a page load, and listens to the window', () => {
    const sent: string[] = [];
    const listeners = new Map<string, (event: unknown) => void>();
    const reporter = new ClientErrorReporter((_url, body) => sent.push(body), () => '/');
    reporter.install({ addEventListener: ((name: string, listener: (event: unknown) => void) => listeners.set(name, listener)) as Window['addEventListener'] });
    listeners.get('error')!({ error: new Error('boom'), message: 'boom' });
    listeners.get('unhandledrejection')!({ reason: new Error('rejected') });
    for (let index = 0; index < 20; index += 1) reporter.report('boundary', new Error(`render ${index}`));
    expect(sent).toHaveLength(10);
    expect(JSON.parse(sent[1]!).kind).toBe('unhandledrejection');
  });
});
