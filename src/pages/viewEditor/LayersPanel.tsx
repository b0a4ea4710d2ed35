// The layers (outline) panel of the view's whole tree, beyond the spec but expected for deep views: rows
// expand and collapse, select in sync with the canvas (the selected block's ancestors open and its row
// scrolls into view), and take drags (pragmatic-drag-and-drop: every row but the root is draggable and every
// row is a drop target, with the same rules as the canvas; a drag resting on a collapsed container opens it, and
// one near the panel's edge scrolls it), so nested blocks are reachable without pixel hunting. A container's "+"
// adds into it; it hides at 12 children and at the depth limit.
import { draggable, dropTargetForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import { autoScrollForElements } from '@atlaskit/pragmatic-drag-and-drop-auto-scroll/element';
import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { blockAtPath, pathToBlock } from '../../../engine/model/view/blockPatch';
import { CONTAINER_CHILDREN_MAX, VIEW_DEPTH_MAX, type Block } from '../../../engine/model/view/blockTree';
import { blockDrag, readDrag } from './dnd/dragData';
import { dropAllowed, dropCommand } from './dnd/dropCommand';
import { layerPlacement, type LayerPlacement } from './dnd/layerPlacement';
import { useViewEditor, type ViewEditorApi } from './viewEditorApi';

/** What a row shows after the type: the text, label, field name or direction. */
function summary(block: Block): string {
  const config = block.config;
  const value = block.type === 'text' ? config.text : block.type === 'button' ? config.label : block.type === 'container' ? config.direction : config.label || config.name || config.alt;
  const text = typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
  return text.length > 28 ? `${text.slice(0, 27)}…` : text;
}

/**
 * The selection as a tiny store the rows subscribe to: a selection change re-renders the two rows whose
 * state flips, not the whole (memoised) tree.
 */
class SelectionStore {
  private selected: number | null = null;
  private readonly listeners = new Set<() => void>();
  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get(): number | null {
    return this.selected;
  }
  set(id: number | null): void {
    if (id === this.selected) return;
    this.selected = id;
    for (const listener of this.listeners) listener();
  }
}

interface RowProps {
  block: Block;
  parentId: number | null;
  index: number;
  depth: number;
  expanded: boolean;
  selection: SelectionStore;
  /** Drag, drop and add controls (design mode, not read-only). */
  editable: boolean;
  editorRef: RefObject<ViewEditorApi>;
  onToggle(id: number): void;
  /** Opens a collapsed container (a drag that rests on it). */
  onExpand(id: number): void;
  collapsed: ReadonlySet<number>;
}

/** A drag resting this long on a collapsed container's row opens it, so deep targets are reachable mid-drag. */
export const DRAG_EXPAND_MS = 600;

const LayerRow = memo(function LayerRow({ block, parentId, index, depth, expanded, selection, editable, editorRef, onToggle, onExpand, collapsed }: RowProps) {
  const row = useRef<HTMLDivElement>(null);
  const selected = useSyncExternalStore(selection.subscribe, () => selection.get() === block.id);
  const latest = useRef({ block, parentId, index, expanded, editable });
  latest.current = { block, parentId, index, expanded, editable };

  useEffect(() => {
    const element = row.current!;
    const placementAt = (clientY: number): LayerPlacement => {
      const { block: current, parentId: parent, index: at, expanded: open } = latest.current;
      const root = editorRef.current.root;
      const parentPath = parent === null ? null : pathToBlock(root, parent);
      const rect = element.getBoundingClientRect();
      return layerPlacement({ block: current, parent: parentPath ? blockAtPath(root, parentPath) : null, index: at, expanded: open }, clientY - rect.top, rect.height);
    };
    /** The placement last checked (shown, or refused): the same one again needs no new check. */
    let checked: string | null = null;
    let expandTimer: ReturnType<typeof setTimeout> | undefined;
    const stopExpanding = () => {
      clearTimeout(expandTimer);
      expandTimer = undefined;
    };
    const hide = () => {
      delete element.dataset.drop;
    };
    const clear = () => {
      checked = null;
      hide();
      stopExpanding();
    };
    // On entering and on every move: the drop indicator, and a timer that opens a collapsed container.
    const track = ({ source, location }: { source: { data: Record<string, unknown> }; location: { current: { input: { clientY: number } } } }) => {
      const drag = readDrag(source.data)!;
      const { block: over, expanded: open } = latest.current;
      // A collapsed container (not the dragged block itself) opens once the drag rests on it.
      const opens = !open && (over.children?.length ?? 0) > 0 && !(drag.kind === 'block' && drag.blockId === over.id);
      if (opens && expandTimer === undefined) expandTimer = setTimeout(() => onExpand(over.id), DRAG_EXPAND_MS);
      const placement = placementAt(location.current.input.clientY);
      const key = `${placement.edge}:${placement.place.parentId}:${placement.place.index}`;
      if (key === checked) return;
      checked = key;
      if (!dropAllowed(editorRef.current.root, drag, placement.place)) return hide();
      element.dataset.drop = placement.edge;
    };
    return combine(
      draggable({
        element,
        canDrag: () => latest.current.editable && latest.current.parentId !== null,
        getInitialData: () => blockDrag(latest.current.block.id),
      }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => latest.current.editable && readDrag(source.data) !== null,
        onDragEnter: track,
        onDrag: track,
        onDragLeave: clear,
        onDrop: ({ source, location }) => {
          clear();
          const drag = readDrag(source.data)!;
          const placement = placementAt(location.current.input.clientY);
          if (!dropAllowed(editorRef.current.root, drag, placement.place)) return;
          editorRef.current.run(dropCommand(drag, placement.place));
          drag.result.applied = true;
        },
      }),
      () => stopExpanding(),
    );
  }, [editorRef, onExpand]);

  useEffect(() => {
    if (selected) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const children = block.children ?? [];
  const canAdd = editable && block.type === 'container' && children.length < CONTAINER_CHILDREN_MAX && depth + 2 <= VIEW_DEPTH_MAX;
  return (
    <li role="treeitem" aria-selected={selected} aria-expanded={block.type === 'container' && children.length > 0 ? expanded : undefined} aria-level={depth + 1}>
      <div ref={row} className="view-layers__row" style={{ paddingLeft: `${depth * 12}px` }} data-testid={`layer-row-${block.id}`}>
        {children.length > 0 ? (
          <button type="button" className="view-layers__toggle" aria-label={expanded ? 'Collapse' : 'Expand'} onClick={() => onToggle(block.id)} data-testid={`layer-toggle-${block.id}`}>
            {expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="view-layers__toggle" aria-hidden="true" />
        )}
        <button type="button" className="view-layers__name" data-testid={`layer-${block.id}`} aria-pressed={selected} onClick={() => editorRef.current.select(block.id)}>
          <span className="view-layers__type">{block.type}</span> <span className="view-layers__summary">{summary(block)}</span>
        </button>
        {canAdd ? (
          <button
            type="button"
            className="view-layers__add"
            aria-label={`Add a block into ${block.type} #${block.id}`}
            title="Add a block inside"
            onClick={() => {
              editorRef.current.select(block.id);
              editorRef.current.openAddBlock();
            }}
            data-testid={`layer-add-${block.id}`}
          >
            +
          </button>
        ) : null}
      </div>
      {children.length > 0 && expanded ? (
        <ul role="group">
          {children.map((child, at) => (
            <LayerRow
              key={child.id}
              block={child}
              parentId={block.id}
              index={at}
              depth={depth + 1}
              expanded={!collapsed.has(child.id)}
              selection={selection}
              editable={editable}
              editorRef={editorRef}
              onToggle={onToggle}
              onExpand={onExpand}
              collapsed={collapsed}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
});

/** Memoised: it reads only the editor's context, so a width drag (the screen's own state) does not re-render it. */
export const LayersPanel = memo(function LayersPanel() {
  const editor = useViewEditor();
  const editorRef = useRef(editor);
  editorRef.current = editor;
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [selection] = useState(() => new SelectionStore());
  useLayoutEffect(() => selection.set(editor.selectedId), [selection, editor.selectedId]);
  const onExpand = useCallback((id: number) => {
    setCollapsed((previous) => {
      if (!previous.has(id)) return previous;
      const next = new Set(previous);
      next.delete(id);
      return next;
    });
  }, []);
  const nav = useRef<HTMLElement>(null);
  // Dragging near the panel's top or bottom edge scrolls it (deep trees are taller than the panel).
  useEffect(() => autoScrollForElements({ element: nav.current!, canScroll: ({ source }) => readDrag(source.data) !== null }), []);
  const onToggle = useCallback((id: number) => {
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  // The selected block's ancestors open, so a block selected on the canvas is visible here.
  useEffect(() => {
    if (editor.selectedId === null) return;
    const path = pathToBlock(editor.root, editor.selectedId);
    if (!path) return;
    const ancestors: number[] = [];
    let block = editor.root;
    for (const index of path) {
      ancestors.push(block.id);
      block = block.children![index]!;
    }
    setCollapsed((previous) => (ancestors.some((id) => previous.has(id)) ? new Set([...previous].filter((id) => !ancestors.includes(id))) : previous));
  }, [editor.selectedId, editor.root]);

  return (
    <nav ref={nav} className="view-layers" aria-label="Layers" data-testid="view-layers">
      <h3 className="view-layers__title">Layers</h3>
      <ul role="tree" aria-label="Blocks">
        <LayerRow
          block={editor.root}
          parentId={null}
          index={0}
          depth={0}
          expanded={!collapsed.has(editor.root.id)}
          selection={selection}
          editable={!editor.readOnly && editor.mode === 'design'}
          editorRef={editorRef}
          onToggle={onToggle}
          onExpand={onExpand}
          collapsed={collapsed}
        />
      </ul>
    </nav>
  );
});
