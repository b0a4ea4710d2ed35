// Configuration is read once from the environment and validated; a bad value stops the start
// with a message naming the variable.
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { projectRoot } from './paths';
import { loadRuntimeConfig, RuntimeConfigError, type RuntimeConfig } from './runtime/runtimeConfig';

export interface ExternalOidc {
  issuer: string;
  clientId: string;
  audience: string;
}

export interface Config {
  port: number;
  host: string;
  /** The origin browsers use to reach the studio, without a trailing slash. */
  publicUrl: string;
  /** The API base the client calls (absolute or path). */
  apiBase: string;
  dataDir: string;
  /** Set: PostgreSQL server. Unset: PGlite on disk under dataDir/pglite. */
  databaseUrl: string | null;
  /** Set: an external OpenID provider; unset: the embedded one under /oidc. */
  externalOidc: ExternalOidc | null;
  /** The embedded provider's client id for the studio. */
  embeddedClientId: string;
  logLevel: string;
  supportChatUrl: string | null;
  supportEmail: string;
  /** Where help links lead (`<docsUrl>/<page>#<section>`): the built-in `/docs` unless DOCS_URL names another place. */
  docsUrl: string;
  /** A status page for the profile menu; null (unset): the menu has no status link. */
  statusUrl: string | null;
  termsUrl: string;
  privacyUrl: string;
  /** Where uploaded images are kept: DATA_DIR/uploads, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  /** Key of the billing webhook's HMAC-SHA256 signature; null: generated once and kept in the database. */
  billingWebhookSecret: string | null;
  /** Set: mail goes out through this SMTP server (smtp:// or smtps://). Unset: written to dataDir/outbox. */
  smtpUrl: string | null;
  /** The From address of the studio's mail. */
  mailFrom: string;
  /** Master secret the widget-secret encryption key is derived from; null: a key file in dataDir (created once). */
  secretsKey: string | null;
  /**
   * Which peers may set X-Forwarded-For/-Host/-Proto (TRUST_PROXY): false (default) trusts none, true every
   * peer, a list only those addresses, CIDR ranges or proxy-addr names (loopback, linklocal, uniquelocal).
   */
  trustProxy: boolean | string[];
  /** The widget runtime: AI, HTTP allow-list, trusted country header, body and rate limits (runtime/runtimeConfig.ts). */
  runtime: RuntimeConfig;
  /** What an operator runs the studio with: drain on SIGTERM, metrics access (server/ops/). */
  ops: OpsConfig;
}

export interface OpsConfig {
  /** DRAIN_TIMEOUT_MS: a SIGTERM's drain ends the process after at most this long, finished or not. */
  drainTimeoutMs: number;
  /** DRAIN_DELAY_MS: after SIGTERM, /readyz answers 503 this long before the listener closes (for load balancers that only learn from it). */
  drainDelayMs: number;
  /** METRICS_TOKEN: set, /metrics requires `Authorization: Bearer <token>`; unset, it answers only on loopback. */
  metricsToken: string | null;
  /** JOB_POLL_MS: how often this instance looks for due periodic jobs (cluster/jobLeadership.ts). */
  jobPollMs: number;
  /** OpenTelemetry traces (ops/tracing.ts), OTel's own variable names. */
  tracing: TracingConfig;
}

export type TracesSampler = 'always_on' | 'always_off' | 'traceidratio' | 'parentbased_always_on' | 'parentbased_always_off' | 'parentbased_traceidratio';

export interface TracingConfig {
  /**
   * Where spans are POSTed (OTLP/HTTP JSON): OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, else
   * OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`; null (neither set): no tracing at all.
   */
  tracesUrl: string | null;
  /** OTEL_TRACES_SAMPLER (default traceidratio: the browser's sampled flag is not trusted). */
  sampler: TracesSampler;
  /** OTEL_TRACES_SAMPLER_ARG: the ratio of the *traceidratio samplers, 0 to 1 (default 1: 100 %). */
  ratio: number;
  /** OTEL_SERVICE_NAME (default widget-studio). */
  serviceName: string;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Null: AWS itself; set: an S3-compatible service (MinIO, R2…), addressed path-style. */
      endpoint: string | null;
      region: string;
      /** Null: the SDK's default credential chain (environment, instance role…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
    };

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function optionalText(env: Env, name: string): string | null {
  const value = env[name];
  return value === undefined || value === '' ? null : value;
}

function url(env: Env, name: string, fallback: string | null, protocols = ['http:', 'https:']): string | null {
  const value = optionalText(env, name) ?? fallback;
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `must be an absolute URL (got "${value}")`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  return value.replace(/\/+$/, '');
}

/** An absolute http(s) URL, or a path on the studio starting with one slash; without a trailing slash. */
function urlOrPath(env: Env, name: string, fallback: string): string {
  const value = optionalText(env, name);
  if (value === null) return fallback;
  if (value.startsWith('/') && !value.startsWith('//')) {
    if (/[\s?#]/.test(value)) throw new ConfigError(name, `must be a path without spaces, query or fragment (got "${value}")`);
    // '/' itself becomes '': links are then `/<page>`, never the protocol-relative `//<page>`.
    return value.replace(/\/+$/, '');
  }
  return url(env, name, null)!;
}

function port(env: Env, name: string, fallback: number): number {
  const value = optionalText(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new ConfigError(name, `must be a port number from 0 to 65535 (got "${value}")`);
  return Number(value);
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const listenPort = port(env, 'PORT', 8080);
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${listenPort}`)!;
  const logLevel = text(env, 'LOG_LEVEL', 'info');
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const issuer = url(env, 'OIDC_ISSUER', null);
  let externalOidc: ExternalOidc | null = null;
  if (issuer !== null) {
    const clientId = optionalText(env, 'OIDC_CLIENT_ID');
    if (clientId === null) throw new ConfigError('OIDC_CLIENT_ID', 'is required when OIDC_ISSUER is set');
    externalOidc = { issuer, clientId, audience: text(env, 'OIDC_AUDIENCE', clientId) };
  } else {
    for (const name of ['OIDC_CLIENT_ID', 'OIDC_AUDIENCE']) {
      if (optionalText(env, name) !== null) throw new ConfigError(name, 'is only used with OIDC_ISSUER, which is not set');
    }
  }

  const storage = storageConfig(env);
  const secretsKey = optionalText(env, 'SECRETS_KEY');
  if (secretsKey !== null && secretsKey.length < 32) throw new ConfigError('SECRETS_KEY', 'must be at least 32 characters (random)');

  return {
    port: listenPort,
    host: text(env, 'HOST', '0.0.0.0'),
    publicUrl,
    apiBase: text(env, 'API_BASE', '/api').replace(/\/+$/, ''),
    dataDir: path.resolve(projectRoot, text(env, 'DATA_DIR', 'data')),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres:', 'postgresql:']),
    externalOidc,
    embeddedClientId: 'studio',
    logLevel,
    supportChatUrl: url(env, 'SUPPORT_CHAT_URL', null),
    supportEmail: text(env, 'SUPPORT_EMAIL', 'support@example.com'),
    docsUrl: urlOrPath(env, 'DOCS_URL', '/docs'),
    statusUrl: url(env, 'STATUS_URL', null),
    termsUrl: url(env, 'TERMS_URL', 'https://example.com/terms')!,
    privacyUrl: url(env, 'PRIVACY_URL', 'https://example.com/privacy')!,
    billingWebhookSecret: optionalText(env, 'BILLING_WEBHOOK_SECRET'),
    storage,
    smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', `Widget Studio <no-reply@${new URL(publicUrl).hostname}>`),
    secretsKey,
    trustProxy: trustProxy(env),
    runtime: runtimeSettings(env),
    ops: opsSettings(env),
  };
}

function milliseconds(env: Env, name: string, fallback: number, max: number): number {
  const value = optionalText(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) > max) throw new ConfigError(name, `must be a whole number of milliseconds from 0 to ${max} (got "${value}")`);
  return Number(value);
}

function opsSettings(env: Env): OpsConfig {
  const drainTimeoutMs = milliseconds(env, 'DRAIN_TIMEOUT_MS', 25_000, 3_600_000);
  const drainDelayMs = milliseconds(env, 'DRAIN_DELAY_MS', 0, 3_600_000);
  if (drainDelayMs >= drainTimeoutMs) throw new ConfigError('DRAIN_DELAY_MS', `must be less than DRAIN_TIMEOUT_MS (${drainTimeoutMs})`);
  const metricsToken = optionalText(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 16) throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters (random)');
  const jobPollMs = milliseconds(env, 'JOB_POLL_MS', 15_000, 3_600_000);
  if (jobPollMs < 100) throw new ConfigError('JOB_POLL_MS', 'must be at least 100');
  return { drainTimeoutMs, drainDelayMs, metricsToken, jobPollMs, tracing: tracingSettings(env) };
}

const SAMPLERS: readonly TracesSampler[] = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'];

function tracingSettings(env: Env): TracingConfig {
  const tracesEndpoint = url(env, 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', null);
  const endpoint = url(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', null);
  const sampler = text(env, 'OTEL_TRACES_SAMPLER', 'traceidratio');
  if (!(SAMPLERS as readonly string[]).includes(sampler)) throw new ConfigError('OTEL_TRACES_SAMPLER', `must be one of ${SAMPLERS.join(', ')} (got "${sampler}")`);
  const ratioText = optionalText(env, 'OTEL_TRACES_SAMPLER_ARG');
  const ratio = ratioText === null ? 1 : Number(ratioText);
  if (ratioText !== null && (!/^\d*\.?\d+$/.test(ratioText) || ratio > 1)) throw new ConfigError('OTEL_TRACES_SAMPLER_ARG', `must be a number from 0 to 1 (got "${ratioText}")`);
  return {
    tracesUrl: tracesEndpoint ?? (endpoint === null ? null : `${endpoint}/v1/traces`),
    sampler: sampler as TracesSampler,
    ratio,
    serviceName: text(env, 'OTEL_SERVICE_NAME', 'widget-studio'),
  };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function trustProxy(env: Env): boolean | string[] {
  const value = optionalText(env, 'TRUST_PROXY')?.trim() ?? 'false';
  if (value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_NAMES.includes(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry)) {
      throw new ConfigError('TRUST_PROXY', `must be true, false or a comma-separated list of addresses, CIDR ranges or ${PROXY_NAMES.join('/')} (got "${entry}")`);
    }
  }
  return entries;
}

function runtimeSettings(env: Env): RuntimeConfig {
  try {
    return loadRuntimeConfig(env);
  } catch (error) {
    if (error instanceof RuntimeConfigError) throw new ConfigError(error.variable, error.message.replace(`Invalid configuration: ${error.variable} `, ''));
    throw error;
  }
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

function storageConfig(env: Env): StorageConfig {
  const bucket = optionalText(env, 'S3_BUCKET');
  if (bucket === null) {
    for (const name of S3_VARIABLES) {
      if (optionalText(env, name) !== null) throw new ConfigError(name, 'is only used with S3_BUCKET, which is not set');
    }
    return { kind: 'local' };
  }
  const accessKeyId = optionalText(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optionalText(env, 'S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new ConfigError(accessKeyId === null ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY', 'must be set together with its pair');
  }
  return {
    kind: 's3',
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', null),
    region: text(env, 'S3_REGION', 'us-east-1'),
    credentials: accessKeyId !== null && secretAccessKey !== null ? { accessKeyId, secretAccessKey } : null,
  };
}
