// Configuration of the widget runtime (issue 12), read from the environment with the rest of config.ts.
import { RUNTIME_BODY_MAX_BYTES } from '../../contracts/runtime';

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface RuntimeConfig {
  /** OpenAI-compatible chat completions for ai_prompt nodes; null: not configured (the node fails, the form says so). */
  ai: AiConfig | null;
  /** Hosts (`host` or `host:port`, lower case) http_request nodes may reach although they resolve to private addresses. */
  httpAllow: string[];
  /** The request header a trusted proxy sets to the visitor's ISO country (e.g. cf-ipcountry); null: country is ''. */
  countryHeader: string | null;
  /** Body cap of every runtime POST, in bytes. */
  bodyMaxBytes: number;
  /** Requests per minute per IP, and per widget, across the runtime endpoints. */
  rateLimitPerIp: number;
  rateLimitPerWidget: number;
  /** Events one session may send per widget and UTC day; beyond it events are dropped (counted in the answer). */
  eventsPerSessionPerDay: number;
}

type Env = Record<string, string | undefined>;

export class RuntimeConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

function optional(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? null : value;
}

function positiveInteger(env: Env, name: string, fallback: number): number {
  const value = optional(env, name);
  if (value === null) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new RuntimeConfigError(name, `must be a positive integer (got "${value}")`);
  return Number(value);
}

function aiConfig(env: Env): AiConfig | null {
  const baseUrl = optional(env, 'AI_BASE_URL');
  const apiKey = optional(env, 'AI_API_KEY');
  const model = optional(env, 'AI_MODEL');
  if (baseUrl === null && apiKey === null && model === null) return null;
  if (baseUrl === null) throw new RuntimeConfigError('AI_BASE_URL', 'is required when AI_API_KEY or AI_MODEL is set');
  if (model === null) throw new RuntimeConfigError('AI_MODEL', 'is required when AI_BASE_URL is set');
  try {
    const parsed = new URL(baseUrl);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new RuntimeConfigError('AI_BASE_URL', `must be an http(s) URL (got "${baseUrl}")`);
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: apiKey ?? 'unused', model };
}

function hostList(env: Env, name: string): string[] {
  const value = optional(env, name);
  if (value === null) return [];
  return value.split(',').map((entry) => {
    const host = entry.trim().toLowerCase();
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) throw new RuntimeConfigError(name, `has an invalid host "${entry.trim()}" (host or host:port)`);
    return host;
  });
}

export function loadRuntimeConfig(env: Env): RuntimeConfig {
  const countryHeader = optional(env, 'RUNTIME_COUNTRY_HEADER');
  if (countryHeader !== null && !/^[a-z0-9-]+$/i.test(countryHeader)) throw new RuntimeConfigError('RUNTIME_COUNTRY_HEADER', `must be a header name (got "${countryHeader}")`);
  return {
    ai: aiConfig(env),
    httpAllow: hostList(env, 'RUNTIME_HTTP_ALLOW'),
    countryHeader: countryHeader?.toLowerCase() ?? null,
    bodyMaxBytes: positiveInteger(env, 'RUNTIME_BODY_MAX_BYTES', RUNTIME_BODY_MAX_BYTES),
    rateLimitPerIp: positiveInteger(env, 'RUNTIME_RATE_LIMIT_IP', 600),
    rateLimitPerWidget: positiveInteger(env, 'RUNTIME_RATE_LIMIT_WIDGET', 6000),
    eventsPerSessionPerDay: positiveInteger(env, 'RUNTIME_EVENTS_PER_SESSION_DAY', 1000),
  };
}
