// How each node kind presents itself: a readable label and a colour (the card stripe, the add-node modal's
// swatch, the low-detail box). Shared by the renderer and the React chrome; no pixi here.
import type { NodeType } from '../model/flowTypes';

export const NODE_KIND_LABELS: Readonly<Record<NodeType, string>> = {
  entrypoint: 'Entrypoint',
  redirect: 'Redirect',
  view: 'View',
  await: 'Await',
  storage: 'Storage',
  condition: 'Condition',
  ab_testing: 'A/B testing',
  ai_prompt: 'AI prompt',
  function: 'Function',
  code: 'Code',
  define: 'Define',
  collect: 'Collect',
  http_request: 'HTTP request',
  email: 'Email',
  note: 'Note',
};

/** 0xRRGGBB per kind, grouped by category hue: interaction blue/teal, branching amber, transform violet, conversion green. */
export const NODE_KIND_COLORS: Readonly<Record<NodeType, number>> = {
  entrypoint: 0x5b5bd6,
  redirect: 0x0b84c6,
  view: 0x2f6fe4,
  await: 0x0e9aa7,
  storage: 0x3b82a0,
  condition: 0xd9822b,
  ab_testing: 0xc2610c,
  ai_prompt: 0xa855f7,
  function: 0x7c5cd6,
  code: 0x6d4fc2,
  define: 0x8b6fd9,
  collect: 0x18a058,
  http_request: 0x2c9d6b,
  email: 0x3aa655,
  note: 0x9a9aa3,
};

/** Note colours (noteKind NOTE_COLORS) as card fills. */
export const NOTE_FILLS: Readonly<Record<string, number>> = {
  red: 0xfde2e1,
  green: 0xdcf5e3,
  blue: 0xdde9fd,
  yellow: 0xfdf3c7,
  purple: 0xede4fd,
  neutral: 0xefeff1,
  transparent: 0xffffff,
};

export function cssColor(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}
