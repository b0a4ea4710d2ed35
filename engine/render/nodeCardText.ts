// The words on a node card at full detail, laid out without pixi (Node-testable): the title (kind + id), a
// one-line summary of the config truncated to the card's width, the note's wrapped text, and the output labels
// beside their ports. Widths are estimated per character (bitmap text is never measured here), conservatively,
// so a line never runs past the card. Computed when a view is dressed for a node (bind), never per frame.
import type { FlowNode } from '../model/flowTypes';
import { NODE_KIND_LABELS } from './nodeKindStyle';
import { GHOST_NODE_ID } from './ghostNodeId';
import { nodeSummary, truncate } from '../model/summary/nodeSummary';
import { outputLabels } from '../model/summary/outputLabels';
import { PORT_SPACING as PORT_SPACING_PX } from '../model/flowLimits';
import { nodeHeight, nodeWidth, NOTE_HEIGHT } from '../spatial/nodeGeometry';

/** The system sans-serif the card's words are set in (the renderer's bitmap fonts are made from it: flowFont.ts). */
export const CARD_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const CARD_PADDING_X = 14;
export const TITLE_Y = 14;
export const SUMMARY_Y = 38;
export const TITLE_SIZE = 14;
export const SUMMARY_SIZE = 12;
export const LABEL_SIZE = 10;
/** Estimated widths per character (system sans-serif; generous so text stays inside the card). */
const SUMMARY_CHAR_PX = 6.8;
const LABEL_CHAR_PX = 5.8;
const LABEL_MAX_CHARS = 12;
/** A note's text: lines of SUMMARY_SIZE under the title, as many as the fixed note height holds. */
export const NOTE_LINE_HEIGHT = 15;
const NOTE_LINES = Math.floor((NOTE_HEIGHT - SUMMARY_Y - 8) / NOTE_LINE_HEIGHT);

export interface OutputLabelLayout {
  text: string;
  /** Right edge (x) and vertical centre (y) relative to the card's corner. */
  x: number;
  y: number;
}

export interface CardText {
  title: string;
  summary: string;
  /** Notes wrap their text over several lines inside `wrapWidth`; other kinds show one line. */
  wrap: boolean;
  wrapWidth: number;
  outputs: OutputLabelLayout[];
}

export function nodeCardText(node: FlowNode): CardText {
  const width = nodeWidth(node);
  const inner = width - 2 * CARD_PADDING_X;
  // A ghost (id 0: not in the flow yet) is titled with its kind alone; the rest is the card it will be.
  const title = node.id === GHOST_NODE_ID ? NODE_KIND_LABELS[node.type] : `${NODE_KIND_LABELS[node.type]} #${node.id}`;
  if (node.type === 'note') {
    const text = String(node.config.text ?? '').trim();
    const perLine = Math.floor(inner / SUMMARY_CHAR_PX);
    return { title, summary: truncate(text || 'Empty note', perLine * NOTE_LINES), wrap: true, wrapWidth: inner, outputs: [] };
  }
  const height = nodeHeight(node);
  const labels = outputLabels(node);
  const outputs: OutputLabelLayout[] = [];
  let reserved = 0;
  const firstPortY = (height - (node.outputs - 1) * PORT_SPACING_PX) / 2;
  labels.forEach((label, index) => {
    const text = truncate(label, LABEL_MAX_CHARS);
    const y = firstPortY + index * PORT_SPACING_PX;
    outputs.push({ text, x: width - CARD_PADDING_X, y });
    // A label level with the summary line takes its room from the summary.
    if (Math.abs(y - (SUMMARY_Y + SUMMARY_SIZE / 2)) < SUMMARY_SIZE) reserved = Math.max(reserved, text.length * LABEL_CHAR_PX + 8);
  });
  const summary = truncate(nodeSummary(node), Math.max(4, Math.floor((inner - reserved) / SUMMARY_CHAR_PX)));
  return { title, summary, wrap: false, wrapWidth: inner, outputs };
}
