// Parts of the documentation written from the code at build time, so they cannot drift from it: a page's
// Markdown holds `<!-- generated: NAME ARGUMENT -->` and the build puts the text made here in its place.
//   node-kinds            the table of every kind with its group and one-line description
//   node-kind TYPE        the facts of one kind: description, group and tags, ports, where it runs, its stored fields
//   entrypoint-values     the values the entrypoint offers to every node
//   function-operations   the function node's operations and their arguments (the form's list)
//   plans                 the plans and their quotas (contracts/plans.ts)
//   permissions           the role → permission matrix (server/permissions.ts)
import { PLANS, UNLIMITED, YEARLY_DISCOUNT, type PlanDefinition } from '../contracts/plans';
import { PERMISSIONS, ROLES } from '../contracts/permissions';
import { SERVER_NODE_TYPES } from '../contracts/runtime';
import { ENTRYPOINT_VALUES } from '../engine/model/context/offeredByKind';
import { NODE_TYPES, type NodeType } from '../engine/model/flowTypes';
import { NODE_KIND_DESCRIPTIONS } from '../engine/model/kinds/nodeKindDescriptions';
import type { NodeCategory } from '../engine/model/kinds/nodeKind';
import { NODE_KINDS } from '../engine/model/kinds/nodeKindRegistry';
import { NODE_KIND_LABELS } from '../engine/render/nodeKindStyle';
import { can } from '../server/permissions';
import { FUNCTION_OPERATIONS } from '../src/pages/flow/nodeForms/functionOperations';
import { fieldsOf, type ConfigField } from './configFields';

const DIRECTIVE = /<!--\s*generated:\s*([a-z-]+)(?:\s+([a-z_]+))?\s*-->/g;

const CATEGORY_TITLES: Record<NodeCategory, string> = {
  interaction: 'Interaction',
  branching: 'Branching',
  transform: 'Transform',
  conversion: 'Conversion',
  misc: 'Misc',
};

/** The anchor of a kind's section on the nodes page. */
export function nodeKindAnchor(type: NodeType): string {
  return `node-${type.replace(/_/g, '-')}`;
}

export function expandGenerated(markdown: string): string {
  return markdown.replace(DIRECTIVE, (_whole, name: string, argument: string | undefined) => generate(name, argument));
}

function generate(name: string, argument: string | undefined): string {
  switch (name) {
    case 'node-kinds':
      return nodeKindsTable();
    case 'node-kind':
      if (!argument || !(NODE_TYPES as readonly string[]).includes(argument)) throw new Error(`generated: node-kind needs a node type (got ${argument})`);
      return nodeKindFacts(argument as NodeType);
    case 'entrypoint-values':
      return ENTRYPOINT_VALUES.map((value) => `- \`${value}\``).join('\n');
    case 'function-operations':
      return functionOperationsTable();
    case 'plans':
      return plansTable();
    case 'permissions':
      return permissionsTable();
    default:
      throw new Error(`Unknown generated section: ${name}`);
  }
}

function nodeKindsTable(): string {
  const rows = NODE_TYPES.map((type) => {
    const kind = NODE_KINDS[type];
    const group = kind.category ? CATEGORY_TITLES[kind.category] : '— (every flow has one)';
    return `| [${NODE_KIND_LABELS[type]}](#${nodeKindAnchor(type)}) | ${group} | ${NODE_KIND_DESCRIPTIONS[type]} |`;
  });
  return ['| Node | Group | What it does |', '|---|---|---|', ...rows].join('\n');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function fieldLine(field: ConfigField, depth: number): string[] {
  const own = `${'  '.repeat(depth)}- \`${field.name}\`: ${field.type}`;
  return [own, ...field.fields.flatMap((inner) => fieldLine(inner, depth + 1))];
}

function nodeKindFacts(type: NodeType): string {
  const kind = NODE_KINDS[type];
  // A fixed random source: the collect partition's generated name is the same in every build.
  const config = kind.defaultConfig(() => 0.5);
  const ports = kind.ports(config);
  const runs = (SERVER_NODE_TYPES as readonly string[]).includes(type)
    ? `on the studio (the browser sends only the values it references)${kind.operation ? '; counts as one operation of the plan per run' : ''}`
    : type === 'note'
      ? 'never (a note is not part of the flow)'
      : "in the visitor's browser";
  const group = kind.category ? `${CATEGORY_TITLES[kind.category]} (tags: ${kind.tags.join(', ')})` : 'not in the add-node list: every flow has exactly one';
  const badges = kind.badges.length > 0 ? `, badge${kind.badges.length > 1 ? 's' : ''} ${kind.badges.join(', ')}` : '';
  const lines = [
    `*${NODE_KIND_DESCRIPTIONS[type]}*`,
    '',
    '| Fact | Value |',
    '|---|---|',
    `| Group | ${group}${badges} |`,
    `| Ports of a new node | ${plural(ports.inputs, 'input')}, ${plural(ports.outputs, 'output')} |`,
    `| Runs | ${runs} |`,
    `| Gear icon | ${kind.operation ? 'yes: it performs an operation outside the widget' : 'no'} |`,
    '',
    'Stored in the flow as:',
    '',
    ...fieldsOf(kind.configSchema as never).flatMap((field) => fieldLine(field, 0)),
    '',
    `A new node starts as \`${JSON.stringify(type === 'view' ? { ...config, root: '…' } : config)}\`.`,
  ];
  return lines.join('\n');
}

function limit(value: number): string {
  return value >= UNLIMITED ? 'unlimited' : value.toLocaleString('en-US');
}

function price(plan: PlanDefinition): string {
  if (plan.priceMonthly === null) return 'custom (contact sales)';
  if (plan.priceMonthly.actual === 0) return 'free';
  return `$${plan.priceMonthly.actual} a month (list $${plan.priceMonthly.struck})`;
}

function plansTable(): string {
  const plans = Object.values(PLANS);
  const rows = plans.map(
    (plan) =>
      `| ${plan.name} | ${limit(plan.quota.widgets)} | ${limit(plan.quota.users)} | ${limit(plan.quota.operations)} | ${limit(plan.quota.secrets)} | ${limit(plan.quota.files)} | ${plan.statsMaxDays} days | ${price(plan)} |`,
  );
  return [
    '| Plan | Widgets | Users | Operations per quota period | Secrets | Files | Stats window | Price |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Yearly billing costs twelve months less ${Math.round(YEARLY_DISCOUNT * 100)} %.`,
  ].join('\n');
}

function permissionsTable(): string {
  const header = `| Permission | ${ROLES.join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = PERMISSIONS.map((permission) => `| ${permission} | ${ROLES.map((role) => (can(role, permission) ? '✓' : '')).join(' | ')} |`);
  return [header, rule, ...rows].join('\n');
}

function functionOperationsTable(): string {
  const rows = FUNCTION_OPERATIONS.map((operation) => `| \`${operation.name}\` | ${operation.label} | ${operation.group} | ${operation.args.join(', ')} |`);
  return ['| Name | In the form | Kind | Arguments |', '|---|---|---|---|', ...rows].join('\n');
}
