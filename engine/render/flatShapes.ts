// Rounded rectangles as polygons with few corners, for the shapes every card repeats (issue 24). Without a
// GPU each triangle a WebGL frame draws costs the GPU process about 1.4 µs (SwiftShader sets up and clips every one,
// even where the scissor of a repaint cuts it away: 100,000 small triangles took 147 ms of CPU a frame, 34 ms scissored
// to one pixel; bench/README.md, "Triangles per frame"), and pixi divides a curve by its size alone: a port's circle
// of radius 6 became 32 triangles filled and 66 more for its stroke, a card's rounded rectangle 44 and 90. At the
// editor's largest zoom (×5) a card's corner is 40 screen pixels round and a port 35: six segments a corner and twenty
// corners a disc stay within 0.45 px of the true curve there (aliased edges without a GPU step by whole pixels
// anyway), and far closer at the scales a flow is worked at (0.1 px at ×1). The ports, the cards' corners, border
// corners and gear have since become tinted quads of one texture (shapeAtlas.ts: 4 triangles a port where these discs
// took 36, 32 a card where these polygons took about 120); the rings round a selected, hovered, focused or found card
// are the polygons drawn here. Flat [x, y, …] lists for pixi's `poly` (and tests).

/** Segments along each rounded corner. */
export const CORNER_SEGMENTS = 6;

/** Corner radii from the top left, clockwise. */
export type CornerRadii = readonly [topLeft: number, topRight: number, bottomRight: number, bottomLeft: number];

/**
 * The outline of a rectangle with rounded corners, clockwise from the top left corner's arc; a corner of radius 0 is
 * one point. A radius is at most half a side whose other end is rounded too, at most the whole side whose other end
 * is square (a band rounded along its top only may be as high as its corners' radius).
 */
export function roundedRectPoints(x: number, y: number, width: number, height: number, radius: number | CornerRadii, segments = CORNER_SEGMENTS): number[] {
  const radii = typeof radius === 'number' ? [radius, radius, radius, radius] : radius;
  // Corners in order; the corner across the top or bottom side from each, and across the left or right side.
  const acrossX = [1, 0, 3, 2];
  const acrossY = [3, 2, 1, 0];
  const limitOf = (index: number) =>
    Math.max(0, Math.min(radii[acrossX[index]!]! > 0 ? width / 2 : width, radii[acrossY[index]!]! > 0 ? height / 2 : height));
  // Each corner, the angle its arc starts at, and which way the rectangle's inside is from it.
  const corners: [cornerX: number, cornerY: number, from: number, inwardX: number, inwardY: number][] = [
    [x, y, Math.PI, 1, 1],
    [x + width, y, Math.PI * 1.5, -1, 1],
    [x + width, y + height, 0, -1, -1],
    [x, y + height, Math.PI * 0.5, 1, -1],
  ];
  const points: number[] = [];
  corners.forEach(([cornerX, cornerY, from, inwardX, inwardY], index) => {
    const r = Math.min(Math.max(0, radii[index]!), limitOf(index));
    if (r === 0) {
      points.push(cornerX, cornerY);
      return;
    }
    // The arc's centre is inside the rectangle, r from both sides that meet at this corner.
    const centreX = cornerX + inwardX * r;
    const centreY = cornerY + inwardY * r;
    for (let step = 0; step <= segments; step += 1) {
      const angle = from + (step / segments) * (Math.PI / 2);
      points.push(centreX + Math.cos(angle) * r, centreY + Math.sin(angle) * r);
    }
  });
  return points;
}
