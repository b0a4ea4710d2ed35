// The layers (outline) panel of the view's tree. OWNED BY the layers/drag-and-drop work: this first version
// lists the tree and selects; drag-and-drop, drop indicators and add controls replace it.
import type { Block } from '../../../engine/model/view/blockTree';
import { useViewEditor } from './viewEditorApi';

export function LayersPanel() {
  const editor = useViewEditor();
  const item = (block: Block) => (
    <li key={block.id}>
      <button type="button" data-testid={`layer-${block.id}`} aria-pressed={editor.selectedId === block.id} onClick={() => editor.select(block.id)}>
        {block.type} #{block.id}
      </button>
      {block.children?.length ? <ul>{block.children.map(item)}</ul> : null}
    </li>
  );
  return (
    <nav className="view-layers" aria-label="Layers" data-testid="view-layers">
      <ul>{item(editor.root)}</ul>
    </nav>
  );
}
