// The add-block modal (editor.md §2). OWNED BY the layers/drag-and-drop work: this first version offers one
// plain block per type; templates, tag filter, search and dragging onto the canvas replace it.
import { BLOCK_TYPES } from '../../../engine/model/view/blockStyle';
import { CONFIG_DEFAULTS } from '../../../engine/model/view/blockConfig';
import { UNASSIGNED_BLOCK_ID } from '../../../engine/model/view/blockCommands';
import type { Block } from '../../../engine/model/view/blockTree';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export interface AddBlockModalProps {
  open: boolean;
  /** A new subtree with UNASSIGNED_BLOCK_ID ids: the screen adds it at the insert position. */
  onPick(block: Block): void;
  onCancel(): void;
}

export function AddBlockModal({ open, onPick, onCancel }: AddBlockModalProps) {
  return (
    <Modal open={open} title="Add a block" onClose={onCancel} testId="add-block-modal" actions={<Button onClick={onCancel}>Cancel</Button>}>
      <ul>
        {BLOCK_TYPES.map((type) => (
          <li key={type}>
            <button type="button" data-testid={`add-block-${type}`} onClick={() => onPick({ id: UNASSIGNED_BLOCK_ID, type, config: { ...CONFIG_DEFAULTS[type] }, style: {}, ...(type === 'container' ? { children: [] } : {}) })}>
              {type}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
