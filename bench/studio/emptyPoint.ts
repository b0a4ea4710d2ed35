// Where a bench can press the flow canvas to pan: a point with nothing under it (a press on a card would drag it).
import type { Page } from 'playwright-core';

/** A point on the canvas with no node or connection under it, near the centre (a press there pans, not drags a node). */
export async function emptyPoint(page: Page): Promise<{ x: number; y: number }> {
  const frame = (await page.locator('.flow-frame__canvas').boundingBox())!;
  const centre = { x: frame.x + frame.width / 2, y: frame.y + frame.height / 2 };
  for (let ring = 0; ring < 12; ring += 1) {
    for (const [dx, dy] of [[0, 0], [1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, -1], [1, -1], [-1, 1]] as const) {
      const point = { x: centre.x + dx * ring * 23, y: centre.y + dy * ring * 17 };
      await page.mouse.move(point.x, point.y);
      const over = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() => {
              const editor = (window as unknown as { __flowEditor?: { hovered(): { node: number | null; connection: number | null } } }).__flowEditor!;
              const hovered = editor.hovered();
              resolve(hovered.node !== null || hovered.connection !== null);
            }),
          ),
      );
      if (!over) return point;
    }
  }
  throw new Error('no empty canvas near the centre to press on');
}
