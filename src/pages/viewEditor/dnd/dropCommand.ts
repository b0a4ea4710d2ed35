// A drop as a block command (editor.md §4: "dropping a dragged block moves it to the target parent and
// index; a block cannot be moved into itself or a descendant"). Drop places count the target's children as
// they are on screen, the dragged block included; a drop is allowed when its command would change the tree.
import { addBlock, BlockCommandError, moveBlock, type BlockEdit } from '../../../../engine/model/view/blockCommands';
import { pathToBlock, blockAtPath } from '../../../../engine/model/view/blockPatch';
import type { Block } from '../../../../engine/model/view/blockTree';
import { findTemplate, templateBlock } from '../blockTemplates';
import type { ViewDrag } from './dragData';

/** A gap among a container's children: before the child at `index` (or at the end when index = count). */
export interface DropPlace {
  parentId: number;
  index: number;
}

export function dropCommand(drag: ViewDrag, place: DropPlace): (root: Block) => BlockEdit {
  if (drag.kind === 'template') {
    const template = findTemplate(drag.templateId);
    return (root) => {
      if (!template) throw new BlockCommandError('not-found');
      return addBlock(root, place.parentId, place.index, templateBlock(template));
    };
  }
  return (root) => {
    const path = pathToBlock(root, drag.blockId);
    if (!path || path.length === 0) throw new BlockCommandError(path ? 'root' : 'not-found');
    const parent = blockAtPath(root, path.slice(0, -1));
    const from = path[path.length - 1]!;
    // moveBlock counts the target's children without the moved block: a gap after it is one less.
    const index = parent.id === place.parentId && from < place.index ? place.index - 1 : place.index;
    return moveBlock(root, drag.blockId, place.parentId, index);
  };
}

/** Whether dropping here would change the tree (refused drops and drops where the block already is show no indicator). */
export function dropAllowed(root: Block, drag: ViewDrag, place: DropPlace): boolean {
  try {
    return dropCommand(drag, place)(root).patch.ops.length > 0;
  } catch (error) {
    if (error instanceof BlockCommandError) return false;
    throw error;
  }
}
