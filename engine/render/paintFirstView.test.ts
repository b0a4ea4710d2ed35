// The first view's picture paints what the renderer's first frame shows: the cards in view with their words,
// ports and gear, the connections among them, the grid — and plain boxes and lines below the low-detail scale.
import { describe, expect, it } from 'vitest';
import type { FlowDocument } from '../model/flowTypes';
import { testNode } from '../testing/testNode';
import { paintFirstView, wrapLines, type PictureContext } from './paintFirstView';
import { LIGHT_THEME } from './renderTheme';
import { CARD_RADIUS } from './cardShape';
import { nodeHeight, nodeWidth } from '../spatial/nodeGeometry';
import { recordingContext as recording } from '../testing/recordingContext';

/** What paintFirstView draws on, recorded (text measures 6 px per character). */
const recordingContext = () => recording<PictureContext>();

const flow: FlowDocument = {
  nodes: [testNode(1, 'entrypoint', 0, 0), testNode(2, 'email', 400, 0, { subject: 'Welcome aboard' }), testNode(3, 'view', 5000, 5000)],
  connections: [{ from: [1, 0], to: [2, 0] }],
};
const size = { width: 1000, height: 600 };

describe('paintFirstView', () => {
  it('paints the cards in view with their titles, summaries and ports, and the connections among them', () => {
    const { context, calls } = recordingContext();
    const painted = paintFirstView(context, { flow, view: { scale: 1, offsetX: 50, offsetY: 50 } }, size, LIGHT_THEME);
    // Node 3 lies far outside the 1000 × 600 view.
    expect(painted).toBe(2);
    const texts = calls.filter((call) => call.name === 'fillText').map((call) => call.args[0]);
    expect(texts).toContain('Entrypoint #1');
    expect(texts).toContain('Email #2');
    expect(texts).toContain('Welcome aboard');
    expect(texts).not.toContain('View #3');
    // The background first (after the device-pixel transform), over the whole canvas, in the theme's colour.
    expect(calls[1]).toMatchObject({ name: 'fillRect', args: [0, 0, 1000, 600], fill: '#f8f8f9' });
    // One bezier per connection; the email card's gear (an operation kind) and not the entrypoint's.
    expect(calls.filter((call) => call.name === 'bezierCurveTo')).toHaveLength(1);
    const gearTeeth = calls.filter((call) => call.name === 'lineTo').length;
    expect(gearTeeth).toBe(31);
    // Ports: the entrypoint's output, the email's input and output, each a circle (plus the gear's hole and the dots).
    const portArcs = calls.filter((call) => call.name === 'arc' && call.args[2] === 6);
    expect(portArcs).toHaveLength(3);
    // Drawn in world coordinates through the view's transform.
    expect(calls.filter((call) => call.name === 'setTransform').at(-1)!.args).toEqual([1, 0, 0, 1, 50, 50]);
  });

  it('strokes each card’s border 1 wide inside its outline, where the engine’s card has it', () => {
    const { context, calls } = recordingContext();
    paintFirstView(context, { flow, view: { scale: 1, offsetX: 50, offsetY: 50 } }, size, LIGHT_THEME);
    const strokes = calls.flatMap((call, index) => (call.name === 'stroke' && calls[index - 1]?.name === 'roundRect' ? [calls[index - 1]!.args] : []));
    const entrypoint = flow.nodes[0]!;
    expect(strokes[0]).toEqual([entrypoint.x + 0.5, entrypoint.y + 0.5, nodeWidth(entrypoint) - 1, nodeHeight(entrypoint) - 1, CARD_RADIUS - 0.5]);
    expect(strokes).toHaveLength(2);
  });

  it('draws boxes in the kinds’ colours and straight lines below the low-detail scale, with no words', () => {
    const { context, calls } = recordingContext();
    const painted = paintFirstView(context, { flow, view: { scale: 0.1, offsetX: 0, offsetY: 0 } }, size, LIGHT_THEME, 2);
    expect(painted).toBe(3);
    expect(calls.filter((call) => call.name === 'fillText')).toHaveLength(0);
    expect(calls.filter((call) => call.name === 'bezierCurveTo')).toHaveLength(0);
    const boxes = calls.filter((call) => call.name === 'fillRect').slice(1);
    expect(boxes.map((call) => call.fill)).toEqual(['#5b5bd6', '#3aa655', '#2f6fe4']);
    // The device pixel ratio scales the world transform.
    expect(calls.filter((call) => call.name === 'setTransform').at(-1)!.args).toEqual([0.2, 0, 0, 0.2, 0, 0]);
  });

  it('leaves out a connection whose other end is not in the first view', () => {
    const { context, calls } = recordingContext();
    const partial: FlowDocument = { nodes: [flow.nodes[0]!], connections: flow.connections };
    paintFirstView(context, { flow: partial, view: { scale: 1, offsetX: 0, offsetY: 0 } }, size, LIGHT_THEME);
    expect(calls.filter((call) => call.name === 'bezierCurveTo')).toHaveLength(0);
  });
});

describe('wrapLines', () => {
  it('breaks a note’s words into lines that fit the width', () => {
    const { context } = recordingContext();
    expect(wrapLines(context, 'one two three four five', 60)).toEqual(['one two', 'three four', 'five']);
    expect(wrapLines(context, '  ', 60)).toEqual([]);
  });
});
