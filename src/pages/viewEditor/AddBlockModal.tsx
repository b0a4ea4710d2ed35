// The add-block modal (editor.md §2): title, subheading, a filter box matching the templates' tags, a tag
// filter, the templates with name and description, a no-results placeholder and cancel. A click adds the
// template at the insert position (editor state's insertPosition); a template can also be dragged onto the
// canvas or into the layers. While such a drag runs, the modal steps aside: it turns non-modal and invisible
// (a modal <dialog> leaves the rest of the page inert, so nothing there could take the drop), and closes once
// the drop added the block, or comes back when the drag ended elsewhere.
import { draggable, monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import { useEffect, useId, useRef, useState } from 'react';
import type { Block } from '../../../engine/model/view/blockTree';
import { Button } from '../../ui/Button';
import { restoreFocus } from '../../ui/modalFocus';
import { BLOCK_TEMPLATES, filterTemplates, TEMPLATE_TAGS, templateBlock, type BlockTemplate } from './blockTemplates';
import { readDrag, templateDrag } from './dnd/dragData';

export interface AddBlockModalProps {
  open: boolean;
  /** Whether a template fits where a click would add it (the container's 12 children, the depth of 20). */
  fits(template: BlockTemplate): boolean;
  /** A new subtree with UNASSIGNED_BLOCK_ID ids: the screen adds it at the insert position. */
  onPick(block: Block): void;
  onCancel(): void;
}

export function AddBlockModal(props: AddBlockModalProps) {
  return props.open ? <AddBlockDialog {...props} /> : null;
}

function AddBlockDialog({ fits, onPick, onCancel }: AddBlockModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [tag, setTag] = useState<string | null>(null);
  const onCancelRef = useRef(onCancel);
  onCancelRef.current = onCancel;
  // What had focus when the modal was asked for (the Add button), read before the filter's autoFocus takes it: it
  // gets focus back when the modal goes, cancelled, picked or dropped.
  const [opener] = useState(() => document.activeElement);
  const templates = filterTemplates(BLOCK_TEMPLATES, query, tag);

  useEffect(() => {
    const element = dialog.current!;
    if (!element.open) element.showModal();
    const stopMonitoring = monitorForElements({
      canMonitor: ({ source }) => readDrag(source.data)?.kind === 'template',
      onDragStart: () => {
        element.close();
        element.show();
        element.dataset.dragging = '';
      },
      onDrop: ({ source }) => {
        if (readDrag(source.data)?.result.applied) return onCancelRef.current();
        delete element.dataset.dragging;
        element.close();
        element.showModal();
      },
    });
    return () => {
      stopMonitoring();
      // Closed first: while a modal dialog is open the rest of the page is inert and cannot take focus.
      if (element.open) element.close();
      restoreFocus(opener);
    };
  }, [opener]);

  return (
    <dialog
      ref={dialog}
      className="modal view-add-block"
      aria-labelledby={titleId}
      data-testid="add-block-modal"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      <div className="modal__content">
        <header className="modal__header">
          <div>
            <h2 id={titleId} className="modal__title">
              Add a block
            </h2>
            <p className="view-add-block__subheading">Click a block to add it after the selection, or drag it onto the canvas or into the layers.</p>
          </div>
        </header>
        <div className="modal__body view-add-block__body">
          <input
            type="search"
            className="field__input view-add-block__filter"
            placeholder="Filter by tag: form, layout, text…"
            aria-label="Filter blocks by tag"
            value={query}
            autoFocus
            onChange={(event) => setQuery(event.target.value)}
            data-testid="add-block-filter"
          />
          <div className="view-add-block__tags" role="group" aria-label="Tags">
            <button type="button" className="view-add-block__tag" aria-pressed={tag === null} onClick={() => setTag(null)} data-testid="add-block-tag-all">
              all
            </button>
            {TEMPLATE_TAGS.map((each) => (
              <button key={each} type="button" className="view-add-block__tag" aria-pressed={tag === each} onClick={() => setTag(tag === each ? null : each)} data-testid={`add-block-tag-${each}`}>
                {each}
              </button>
            ))}
          </div>
          {templates.length === 0 ? (
            <div className="view-add-block__empty" role="status" data-testid="add-block-empty">
              <p>No block matches{query ? ` “${query}”` : ''}{tag ? ` in ${tag}` : ''}.</p>
              <Button size="sm" onClick={() => (setQuery(''), setTag(null))}>
                Clear the filter
              </Button>
            </div>
          ) : (
            <ul className="view-add-block__list" aria-label="Blocks">
              {templates.map((template) => (
                <TemplateCard key={template.id} template={template} fits={fits(template)} onPick={() => onPick(templateBlock(template))} />
              ))}
            </ul>
          )}
        </div>
        <footer className="modal__footer">
          <Button onClick={onCancel} data-testid="add-block-cancel">
            Cancel
          </Button>
        </footer>
      </div>
    </dialog>
  );
}

function TemplateCard({ template, fits, onPick }: { template: BlockTemplate; fits: boolean; onPick(): void }) {
  const card = useRef<HTMLLIElement>(null);
  useEffect(() => draggable({ element: card.current!, getInitialData: () => templateDrag(template.id) }), [template.id]);
  return (
    <li ref={card} className="view-add-block__card" data-testid={`add-block-card-${template.id}`}>
      <button type="button" className="view-add-block__pick" disabled={!fits} title={fits ? undefined : 'No room here: the container is full or too deep. Drag it elsewhere.'} onClick={onPick} data-testid={`add-block-${template.id}`}>
        <span className="view-add-block__name">{template.name}</span>
        <span className="view-add-block__description">{template.description}</span>
        <span className="view-add-block__card-tags">{template.tags.join(' · ')}</span>
      </button>
    </li>
  );
}
