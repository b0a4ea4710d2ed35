// All node kinds, by type. The editor, the server and the widget runtime share this registry.
import type { NodeType } from '../flowTypes';
import { abTestingKind } from './abTestingKind';
import { aiPromptKind } from './aiPromptKind';
import { awaitKind } from './awaitKind';
import { codeKind } from './codeKind';
import { collectKind } from './collectKind';
import { conditionKind } from './conditionKind';
import { defineKind } from './defineKind';
import { emailKind } from './emailKind';
import { entrypointKind } from './entrypointKind';
import { functionKind } from './functionKind';
import { httpRequestKind } from './httpRequestKind';
import type { NodeCategory, NodeKind } from './nodeKind';
import { noteKind } from './noteKind';
import { redirectKind } from './redirectKind';
import { storageKind } from './storageKind';
import { viewKind } from './viewKind';

export const NODE_KINDS: Readonly<Record<NodeType, NodeKind>> = {
  entrypoint: entrypointKind,
  redirect: redirectKind,
  view: viewKind,
  await: awaitKind,
  storage: storageKind,
  condition: conditionKind,
  ab_testing: abTestingKind,
  ai_prompt: aiPromptKind,
  function: functionKind,
  code: codeKind,
  define: defineKind,
  collect: collectKind,
  http_request: httpRequestKind,
  email: emailKind,
  note: noteKind,
};

export const NODE_CATEGORIES: readonly NodeCategory[] = ['interaction', 'branching', 'transform', 'conversion', 'misc'];

export function getNodeKind(type: NodeType): NodeKind {
  return NODE_KINDS[type];
}

/** The add-node modal's list: kinds a user may add, grouped by category, filtered by type or tag. */
export function addableNodeKinds(filter = ''): { category: NodeCategory; kinds: NodeKind[] }[] {
  const needle = filter.trim().toLowerCase();
  const matches = (kind: NodeKind) =>
    needle === '' || kind.type.includes(needle) || kind.tags.some((tag) => tag.toLowerCase().includes(needle));
  return NODE_CATEGORIES.map((category) => ({
    category,
    kinds: Object.values(NODE_KINDS).filter((kind) => kind.category === category && kind.userManaged && matches(kind)),
  })).filter((group) => group.kinds.length > 0);
}
