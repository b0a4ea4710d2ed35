// What a drag in the view editor carries (pragmatic-drag-and-drop's element data): an existing block (from
// the canvas or the layers panel) or a template from the add-block modal. Drop targets fill `result`, so the
// source (the modal) learns whether its drop added a block.
export type ViewDrag =
  | { kind: 'block'; blockId: number; result: DropResult }
  | { kind: 'template'; templateId: string; result: DropResult };

export interface DropResult {
  applied: boolean;
}

const KEY = 'viewEditorDrag';

export function blockDrag(blockId: number): Record<string, unknown> {
  return { [KEY]: { kind: 'block', blockId, result: { applied: false } } satisfies ViewDrag };
}

export function templateDrag(templateId: string): Record<string, unknown> {
  return { [KEY]: { kind: 'template', templateId, result: { applied: false } } satisfies ViewDrag };
}

/** The view editor's drag in a source's data, or null (a drag from elsewhere). */
export function readDrag(data: Record<string | symbol, unknown>): ViewDrag | null {
  const drag = data[KEY] as ViewDrag | undefined;
  return drag && (drag.kind === 'block' || drag.kind === 'template') ? drag : null;
}
