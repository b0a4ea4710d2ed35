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
    expect(loadConfig({}).ops).toEqual({ drainTimeoutMs: 25_000, drainDelayMs: 0, metricsToken: null });
    expect(loadConfig({ DRAIN_TIMEOUT_MS: '60000', DRAIN_DELAY_MS: '5000', METRICS_TOKEN: 'a-long-random-metrics-token' }).ops).toEqual({
      drainTimeoutMs: 60_000,
      drainDelayMs: 5000,
      metricsToken: 'a-long-random-metrics-token',
    });
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '10s' })).toThrow(/DRAIN_TIMEOUT_MS must be a whole number of milliseconds/);
    expect(() => loadConfig({ DRAIN_TIMEOUT_MS: '1000', DRAIN_DELAY_MS: '1000' })).toThrow(/DRAIN_DELAY_MS must be less than DRAIN_TIMEOUT_MS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
