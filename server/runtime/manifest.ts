// The RuntimeManifest a visitor's browser gets (contracts/runtime.ts): the published flow with every
// server-side node's config removed (replaced by a ClientServerNode saying which context tokens to send),
// notes removed, secrets never. Built once per published version and cached (publishedWidgetCache.ts).
import { SERVER_NODE_TYPES, type ClientServerNode, type RuntimeManifest, type ServerNodeType } from '../../contracts/runtime';
import { codeContextNames, parseContextToken } from '../../engine/model/context';
import type { FlowDocument, FlowNode } from '../../engine/model/flowTypes';
import { configReferences } from '../../engine/model/warnings/configReferences';

export function isServerNodeType(type: string): type is ServerNodeType {
  return (SERVER_NODE_TYPES as readonly string[]).includes(type);
}

/** The `<nodeId>.<name>` tokens a server-side node's config reads (placeholders, and the code node's getValue names). */
export function nodeReferences(node: FlowNode): string[] {
  const tokens = new Set<string>();
  const add = (raw: string) => {
    const parsed = parseContextToken(raw);
    if (parsed?.kind === 'node') tokens.add(`${parsed.nodeId}.${parsed.name}`);
  };
  if (node.type === 'code') {
    // Braces inside a code node's source are JavaScript; it reads values with context.getValue('<id>.<name>').
    if (typeof node.config.code === 'string') for (const name of codeContextNames(node.config.code).read) add(name);
  } else {
    for (const reference of configReferences(node.config)) add(reference.token);
  }
  return [...tokens];
}

/**
 * Whether the browser waits for the node's answer. A collect always does, sync or not (sync only decides whether
 * record_id joins the context): a visitor's submission that the studio refuses or never gets must end the flow
 * failed, never let it go on to a success while the record is lost.
 */
function awaits(node: FlowNode): boolean {
  switch (node.type) {
    case 'http_request':
      return node.config.sync === true;
    case 'collect':
    case 'ai_prompt':
    case 'code':
      return true;
    default:
      return false;
  }
}

export interface ManifestSource {
  widgetId: string;
  version: number;
  publishedAt: Date;
  flow: FlowDocument;
}

export function buildManifest(source: ManifestSource, filesBase: string): RuntimeManifest {
  const notes = new Set<number>();
  const nodes: FlowNode[] = [];
  const server: ClientServerNode[] = [];
  for (const node of source.flow.nodes) {
    if (node.type === 'note') {
      notes.add(node.id);
    } else if (isServerNodeType(node.type)) {
      nodes.push({ ...node, config: {} });
      server.push({ id: node.id, type: node.type, awaits: awaits(node), references: nodeReferences(node) });
    } else {
      nodes.push(node);
    }
  }
  const connections = source.flow.connections.filter((connection) => !notes.has(connection.from[0]) && !notes.has(connection.to[0]));
  return {
    widgetId: source.widgetId,
    version: source.version,
    publishedAt: source.publishedAt.toISOString(),
    flow: { nodes, connections },
    server,
    filesBase,
  };
}
