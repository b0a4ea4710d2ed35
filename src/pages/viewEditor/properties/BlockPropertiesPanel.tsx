// The selected block's property form (editor.md §2 side panel, §3 properties, §5 ranges). OWNED BY the
// property-forms work: this first version titles the panel; the per-type forms with sections replace it.
import { useViewEditor } from '../viewEditorApi';
import { forEachBlock, type Block } from '../../../../engine/model/view/blockTree';
import { Button } from '../../../ui/Button';

export function BlockPropertiesPanel() {
  const editor = useViewEditor();
  let selected: Block | null = null;
  forEachBlock(editor.root, (block) => {
    if (block.id === editor.selectedId) selected = block;
  });
  const block = selected as Block | null;
  return (
    <aside className="view-properties" data-testid="view-properties">
      {block ? (
        <h2 data-testid="view-properties-title">{block.type}</h2>
      ) : (
        <div data-testid="view-properties-empty">
          <p>Select a block to edit it.</p>
          {editor.readOnly ? null : <Button onClick={editor.openAddBlock}>Add a block</Button>}
        </div>
      )}
    </aside>
  );
}
