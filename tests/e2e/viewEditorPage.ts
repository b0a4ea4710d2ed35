// What the view editor specs do on the page: open the full-screen view editor of view node 2, drag natively
// (pragmatic-drag-and-drop listens to HTML5 drag events), and read the layers panel's tree.
import { expect, type Page } from '@playwright/test';
import { nodeCenter, settle } from './flowEditorPage';

export type Point = { x: number; y: number };

export const centre = (box: { x: number; y: number; width: number; height: number }): Point => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** Double-clicks view node 2: its editor is the full-screen view editor itself. */
export async function openViewEditor(page: Page): Promise<void> {
  await settle(page);
  const at = await nodeCenter(page, 2);
  await page.mouse.dblclick(at.x, at.y);
  await expect(page.getByTestId('view-editor')).toBeVisible();
  await expect(page.getByTestId('view-editor-title')).toContainText('View #2');
}

/** A native drag: press, move a little, move, (check what the drag shows,) release. */
export async function nativeDrag(page: Page, from: Point, to: Point, beforeRelease?: () => Promise<void>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 12, from.y + 12, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.move(to.x + 1, to.y, { steps: 2 });
  await beforeRelease?.();
  await page.mouse.up();
}

/** Block ids in the layers panel, nested as the tree is: [id, [children…]] or id. */
export const layerTree = (page: Page) =>
  page.getByTestId('view-layers').evaluate((panel) => {
    const read = (item: Element): unknown => {
      const id = Number(item.querySelector(':scope > .view-layers__row')!.getAttribute('data-testid')!.replace('layer-row-', ''));
      const group = item.querySelector(':scope > ul');
      return group ? [id, [...group.children].map(read)] : id;
    };
    return read(panel.querySelector('[role=tree] > li')!);
  });
