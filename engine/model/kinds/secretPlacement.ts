// Where a flow may name a secret (`{{secret.<name>}}`): only where the server sends the value out and never
// answers it unmasked — the paths a kind lists in `secretPaths` (http_request: URL, header values, body; email:
// its fields). Anywhere else the value would become visible to visitors or to people reading results (a collect
// field is stored in records, a view text is shown, a client-side node's config is sent to the browser, an AI
// prompt's answer goes back to the visitor and a model can repeat the prompt in any form), so it is refused with
// `secret-not-allowed` at the path of the text holding it. Notes and code sources are not substituted: their
// braces are no placeholders.
import type { NodeType } from '../flowTypes';
import { parseContextToken } from '../context/contextName';
import { configReferences } from '../warnings/configReferences';
import type { ConfigProblem } from './validateNodeConfig';
import { getNodeKind } from './nodeKindRegistry';

export const SECRET_NOT_ALLOWED = 'secret-not-allowed';
export const SECRET_NOT_ALLOWED_MESSAGE =
  'a secret ({{secret.<name>}}) cannot be used here: its value would be visible to visitors or in results; secrets go only into an HTTP request\'s URL, header values and body, or an email';

const NOT_SUBSTITUTED: ReadonlySet<NodeType> = new Set(['note', 'code']);

function pathMatches(pattern: string, path: readonly (string | number)[]): boolean {
  const parts = pattern.split('.');
  return parts.length === path.length && parts.every((part, index) => part === '*' ? typeof path[index] === 'number' : part === String(path[index]));
}

/** Whether a `{{secret.<name>}}` may sit in the text at `path` of a config of that kind. */
export function secretAllowedAt(type: NodeType, path: readonly (string | number)[]): boolean {
  return (getNodeKind(type).secretPaths ?? []).some((pattern) => pathMatches(pattern, path));
}

/** One problem per text of `value` that names a secret, its path prefixed with `prefix`. */
export function secretsIn(value: unknown, prefix: readonly (string | number)[] = []): ConfigProblem[] {
  if (value === null || typeof value !== 'object') return [];
  const problems: ConfigProblem[] = [];
  const reported = new Set<string>();
  for (const reference of configReferences(value as Record<string, unknown>)) {
    if (parseContextToken(reference.token)?.kind !== 'secret') continue;
    const path = [...prefix, ...reference.path];
    const key = path.join('.');
    if (reported.has(key)) continue;
    reported.add(key);
    problems.push({ path, key: SECRET_NOT_ALLOWED, message: SECRET_NOT_ALLOWED_MESSAGE });
  }
  return problems;
}

/** The secrets a node's config names where they are not allowed. */
export function misplacedSecrets(type: NodeType, config: unknown): ConfigProblem[] {
  if (NOT_SUBSTITUTED.has(type)) return [];
  return secretsIn(config).filter((problem) => !secretAllowedAt(type, problem.path));
}
