import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes true, or a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY must be true, false or a comma-separated list/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.internal' })).toThrow(/got "proxy.internal"/);
  });
});

describe('operations settings', () => {
  it('drains within 25 s by default, with no delay, and leaves /metrics to loopback', () => {
    expect(loadConfig({}).ops).toEqual({ drainTimeoutMs: 25_000, drainDelayMs: 0, metricsToken: null, jobPollMs: 15_000, tracing: { tracesUrl: null, sampler: 'traceidratio', ratio: 1, serviceName: 'widget-studio' } });
    expect(loadConfig({ DRAIN_TIMEOUT_MS: '60000', DRAIN_DELAY_MS: '5000', METRICS_TOKEN: 'a-long-random-metrics-token', JOB_POLL_MS: '500' }).ops).toEqual({
      drainTimeoutMs: 60_000,
      drainDelayMs: 5000,
      metricsToken: 'a-long-random-metrics-token',
      jobPollMs: 500,
      tracing: { tracesUrl: null, sampler: 'traceidratio', ratio: 1, serviceName: 'widget-studio' },
    });
  });

  it('traces only with an OTLP endpoint, sampling every request unless told otherwise', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).ops.tracing.tracesUrl).toBe('http://collector:4318/v1/traces');
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/in' }).ops.tracing.tracesUrl).toBe('http://traces:4318/in');
    expect(loadConfig({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25', OTEL_SERVICE_NAME: 'studio-eu' }).ops.tracing).toEqual({
      tracesUrl: null,
      sampler: 'parentbased_traceidratio',
      ratio: 0.25,
      serviceName: 'studio-eu',
    });
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '-0.1' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toThrow(/OTEL_TRACES_SAMPLER must be one of/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '10s' })).toThrow(/DRAIN_TIMEOUT_MS must be a whole number of milliseconds/);
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '1000', DRAIN_DELAY_MS: '1000' })).toThrow(/DRAIN_DELAY_MS must be less than DRAIN_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ JOB_POLL_MS: '10' })).toThrow(/JOB_POLL_MS must be at least 100/);
  });
});

describe('DOCS_URL and STATUS_URL', () => {
  it('links to the built-in documentation and shows no status page by default', () => {
    const config = loadConfig({});
    expect(config.docsUrl).toBe('/docs');
    expect(config.statusUrl).toBeNull();
  });

  it('takes another documentation site or path, and a status page', () => {
    expect(loadConfig({ DOCS_URL: 'https://docs.example.com/studio/' }).docsUrl).toBe('https://docs.example.com/studio');
    expect(loadConfig({ DOCS_URL: '/help/' }).docsUrl).toBe('/help');
    expect(loadConfig({ STATUS_URL: 'https://status.example.com' }).statusUrl).toBe('https://status.example.com');
  });

  it('refuses what is neither an http(s) URL nor a plain path, naming the variable', () => {
    expect(() => loadConfig({ DOCS_URL: 'docs' })).toThrow(/DOCS_URL must be an absolute URL/);
    expect(() => loadConfig({ DOCS_URL: '//evil.example' })).toThrow(/DOCS_URL must be an absolute URL/);
    expect(() => loadConfig({ DOCS_URL: 'javascript:alert(1)' })).toThrow(/DOCS_URL must use http: or https:/);
    expect(() => loadConfig({ DOCS_URL: '/docs?x=1' })).toThrow(/DOCS_URL must be a path/);
    expect(() => loadConfig({ STATUS_URL: '/status' })).toThrow(/STATUS_URL must be an absolute URL/);
  });
});
