// Placeholder substitution for server-side nodes: `{{<nodeId>.<name>}}` from the values the browser sent
// (only tokens the node references), `{{secret.<name>}}` from the widget's secrets, opened here and only
// here. An unknown token becomes the empty text. Secrets used are stamped lastUsedAt.
import { and, eq, inArray } from 'drizzle-orm';
import type { ContextValue } from '../../../contracts/runtime';
import { parseContextToken, placeholdersIn } from '../../../engine/model/context';
import type { Config } from '../../config';
import { openSecret } from '../../crypto/secretBox';
import { secretsKey } from '../../crypto/secretsKey';
import type { Db } from '../../db/database';
import { widgetSecrets } from '../../db/schema';
import { configReferences } from '../../../engine/model/warnings/configReferences';

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

export type Encoder = (value: string) => string;

export class Substitution {
  constructor(
    private readonly values: Record<string, ContextValue>,
    private readonly secrets: ReadonlyMap<string, string>,
  ) {}

  /** The text with every placeholder replaced (each value passed through `encode`, e.g. encodeURIComponent in a URL). */
  text(template: string, encode: Encoder = (value) => value): string {
    if (!template.includes('{{')) return template;
    return template.replace(PLACEHOLDER, (_match, inner: string) => encode(this.valueOf(inner)));
  }

  /** The value of one token as text ('' when unknown). */
  valueOf(token: string): string {
    const parsed = parseContextToken(token);
    if (parsed === null) return '';
    if (parsed.kind === 'secret') return this.secrets.get(parsed.name) ?? '';
    const value = this.values[`${parsed.nodeId}.${parsed.name}`];
    return value === undefined || value === null ? '' : String(value);
  }
}

/** The secret names a config's placeholders use. */
export function secretNamesIn(config: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (const { token } of configReferences(config)) {
    const parsed = parseContextToken(token);
    if (parsed?.kind === 'secret') names.add(parsed.name);
  }
  return [...names];
}

/** Opens the named secrets of a widget (missing ones are absent) and stamps their lastUsedAt. */
export async function openWidgetSecrets(db: Db, config: Config, widgetId: string, names: string[], now = new Date()): Promise<Map<string, string>> {
  const opened = new Map<string, string>();
  if (names.length === 0) return opened;
  const rows = await db
    .select({ id: widgetSecrets.id, name: widgetSecrets.name, sealedValue: widgetSecrets.sealedValue })
    .from(widgetSecrets)
    .where(and(eq(widgetSecrets.widgetId, widgetId), inArray(widgetSecrets.name, names)));
  if (rows.length === 0) return opened;
  const key = await secretsKey(config);
  for (const row of rows) opened.set(row.name, openSecret(key, row.sealedValue, `${widgetId}/${row.name}`));
  await db.update(widgetSecrets).set({ lastUsedAt: now }).where(inArray(widgetSecrets.id, rows.map((row) => row.id)));
  return opened;
}

/** True when a text has no placeholder. */
export function isLiteral(text: string): boolean {
  return placeholdersIn(text).length === 0;
}
