// One node's warnings (editor.md §5 "Warnings (non-blocking)"), computed from its config and what it sees.
import type { FlowModel } from '../FlowModel';
import type { FlowNode } from '../flowTypes';
import { parseContextToken } from '../context/contextName';
import { codeNames } from '../context/codeNames';
import type { FlowContext } from '../context/FlowContext';
import { configReferences } from './configReferences';
import { unconnectedButtonWarnings } from './unconnectedButtons';
import { urlOriginIsSubstituted } from './unsafeUrl';
import { warningMessage, type NodeWarning, type WarningKey } from './warningMessages';

function warning(key: WarningKey, path: (string | number)[], token?: string): NodeWarning {
  return token === undefined ? { key, message: warningMessage(key), path } : { key, message: warningMessage(key, token), path, token };
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Checks one token against what the node sees; null when it is provided. */
function tokenWarning(node: FlowNode, token: string, path: (string | number)[], context: FlowContext): NodeWarning | null {
  const parsed = parseContextToken(token);
  if (parsed?.kind === 'secret') return context.hasSecret(parsed.name) ? null : warning('missing-secret', path, token);
  if (parsed?.kind === 'node' && context.provides(node.id, parsed.nodeId, parsed.name)) return null;
  return warning('missing-context-value', path, token);
}

/** `model`: the flow the node's outputs are wired in (a view's buttons that lead nowhere). */
export function nodeWarnings(node: FlowNode, context: FlowContext, model: Pick<FlowModel, 'connectionAtOutput'>): NodeWarning[] {
  // A note is documentation: its text is not substituted, so it has nothing to check.
  if (node.type === 'note') return [];
  const config = node.config;
  const warnings: NodeWarning[] = [];
  if (node.type === 'redirect' && blank(config.url)) warnings.push(warning('missing-redirect-url', ['url']));
  if (node.type === 'ai_prompt' && blank(config.prompt)) warnings.push(warning('missing-prompt', ['prompt']));
  if (node.type === 'http_request') {
    if (blank(config.url)) warnings.push(warning('missing-url', ['url']));
    else if (urlOriginIsSubstituted(String(config.url))) warnings.push(warning('unsafe-url', ['url']));
  }
  const reported = new Set<string>();
  // A code node reads values with getValue (below); braces inside its source are just JavaScript.
  const references = node.type === 'code' ? [] : configReferences(config);
  for (const reference of references) {
    const found = tokenWarning(node, reference.token, reference.path, context);
    if (found && !reported.has(found.token!)) {
      reported.add(found.token!);
      warnings.push(found);
    }
  }
  warnings.push(...unconnectedButtonWarnings(node, model));
  if (node.type === 'code') {
    const names = codeNames(config);
    if (names.syntaxError !== null) warnings.push(warning('code-invalid', ['code']));
    for (const token of names.read) {
      const found = tokenWarning(node, token, ['code'], context);
      if (found && !reported.has(found.token!)) {
        reported.add(found.token!);
        warnings.push(found);
      }
    }
  }
  return warnings;
}
