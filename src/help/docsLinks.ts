// Every help link of the studio, in one place: which documentation page and section it opens. The address is
// `${docsUrl}/<page>#<section>`, docsUrl being the built-in `/docs` unless DOCS_URL names another site
// (server/config.ts). docsLinks.test.ts renders the documentation and checks that every target exists.
import type { NodeType } from '../../engine/model/flowTypes';
import { NODE_TYPES } from '../../engine/model/flowTypes';
import type { DocsPageSlug } from '../../docsSite/docsPages';

export interface DocsTarget {
  page: DocsPageSlug;
  /** A heading id on that page; none: the page's top. */
  section?: string;
}

/** An error name the documentation has a section for is `error-<name>`; these look like one. */
const ERROR_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const HELP = {
  /** The profile menu's Documentation link. */
  home: { page: '' },
  /** The add-node modal's "What do the nodes do?". */
  nodes: { page: 'nodes' },
  /** A node form's help link. */
  node: (type: NodeType): DocsTarget => ({ page: 'nodes', section: `node-${type.replace(/_/g, '-')}` }),
  /** The share page's help link. */
  publishing: { page: 'publishing', section: 'embedding' },
  /** A secret's help link. */
  secrets: { page: 'secrets' },
  /** The view node's editor (the full-screen view editor stands for its node form). */
  viewEditor: { page: 'view-editor' },
  /** The file picker's help link (editor.md §2). */
  files: { page: 'view-editor', section: 'files' },
  /** An error_thrown event's error name on the Results page; a name without a section of its own opens the list. */
  error: (name: string): DocsTarget => ({ page: 'results', section: ERROR_NAME.test(name) ? `error-${name}` : 'errors' }),
} as const satisfies Record<string, DocsTarget | ((argument: never) => DocsTarget)>;

/** The link's address under the configured documentation base. */
export function docsHref(docsUrl: string, target: DocsTarget): string {
  const base = docsUrl.replace(/#.*$/, '').replace(/\/+$/, '');
  return `${base}/${target.page}${target.section ? `#${target.section}` : ''}`;
}

/** Every fixed target and one per node kind: what the documentation must hold (errors are checked by name). */
export function allHelpTargets(): DocsTarget[] {
  return [HELP.home, HELP.nodes, HELP.publishing, HELP.secrets, HELP.viewEditor, HELP.files, HELP.error('not-a-known-error!'), ...NODE_TYPES.map((type) => HELP.node(type))];
}
