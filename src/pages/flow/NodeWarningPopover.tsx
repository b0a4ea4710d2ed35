// The node warning popover (editor.md §2): a press on a node's warning icon opens, at that spot, the node's
// problems headed by their number, each with its English text; "Open node" opens its edit modal. It follows
// the debounced recompute while open and closes by itself when the problems are gone.
import { useEffect, useRef, useState } from 'react';
import { NODE_KIND_LABELS, type FlowEditor, type NodeWarning } from '../../../engine/index';
import { WarningIcon } from '../../editor/toolbarIcons';
import { problemCountTitle } from './nodeForms/warningTexts';

export interface OpenWarnings {
  nodeId: number;
  /** Canvas pixels (the frame's coordinates). */
  x: number;
  y: number;
}

export function NodeWarningPopover({ editor, at, onClose, onOpenNode }: { editor: FlowEditor; at: OpenWarnings | null; onClose(): void; onOpenNode(nodeId: number): void }) {
  const [warnings, setWarnings] = useState<NodeWarning[]>([]);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!at) return;
    setWarnings(editor.warningsFor(at.nodeId));
    return editor.on('warnings', ({ changed }) => {
      if (changed.includes(at.nodeId)) setWarnings(editor.warningsFor(at.nodeId));
    });
  }, [editor, at]);

  useEffect(() => {
    if (!at) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // Deferred: the press that opened the popover must not close it.
    const timer = setTimeout(() => document.addEventListener('pointerdown', onPointer), 0);
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [at, onClose]);

  const node = at ? editor.model.getNode(at.nodeId) : undefined;
  if (!at || !node || warnings.length === 0) return null;
  return (
    <div ref={ref} className="warning-popover" role="dialog" aria-label="Node problems" style={{ left: at.x, top: at.y }} data-testid="warning-popover">
      <header className="warning-popover__header">
        <WarningIcon />
        <strong data-testid="warning-popover-title">{problemCountTitle(warnings.length)}</strong>
        <span className="warning-popover__node">
          {NODE_KIND_LABELS[node.type]} #{node.id}
        </span>
      </header>
      <ul className="warning-popover__list">
        {warnings.map((warning, index) => (
          <li key={`${warning.key}-${warning.token ?? ''}-${index}`} data-testid="warning-popover-item" data-key={warning.key}>
            {warning.message}
          </li>
        ))}
      </ul>
      <footer className="warning-popover__footer">
        <button
          type="button"
          className="button button--secondary button--sm"
          data-testid="warning-popover-open"
          onClick={() => {
            onClose();
            onOpenNode(node.id);
          }}
        >
          Open node
        </button>
      </footer>
    </div>
  );
}
