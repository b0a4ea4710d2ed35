// The add-node modal (editor.md §2): filter by type or tag, kinds grouped by category with badges and each kind's
// one-line description (engine/model's NODE_KIND_DESCRIPTIONS), an empty-result placeholder, a help link to the
// nodes page of the documentation and cancel. Picking a kind closes the modal and starts a ghost.
import { useState } from 'react';
import { addableNodeKinds, cssColor, NODE_KIND_COLORS, NODE_KIND_DESCRIPTIONS, NODE_KIND_LABELS, type NodeBadge, type NodeCategory, type NodeType } from '../../../engine/index';
import { useConfig } from '../../config/ConfigContext';
import { docsHref, HELP } from '../../help/docsLinks';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';

const CATEGORY_LABELS: Record<NodeCategory, string> = {
  interaction: 'Interaction',
  branching: 'Branching',
  transform: 'Transform',
  conversion: 'Conversion',
  misc: 'Misc',
};

const BADGE_TONES: Record<NodeBadge, 'accent' | 'success' | 'warning'> = { popular: 'accent', ai: 'success', new: 'warning' };

export const FILTER_MAX = 64;

/** `byKeyboard`: the kind was chosen with Enter or Space (a click event without a pointer: detail 0). */
export function AddNodeModal({ open, onPick, onClose }: { open: boolean; onPick(type: NodeType, byKeyboard: boolean): void; onClose(): void }) {
  const [filter, setFilter] = useState('');
  const config = useConfig();
  const groups = addableNodeKinds(filter);
  const close = () => {
    setFilter('');
    onClose();
  };
  return (
    <Modal
      open={open}
      title="Add a node"
      onClose={close}
      testId="add-node-modal"
      actions={
        <>
          <a className="add-node__help" href={docsHref(config.docsUrl, HELP.nodes)} target="_blank" rel="noreferrer noopener" data-testid="add-node-help">
            What do the nodes do?
          </a>
          <Button onClick={close} data-testid="add-node-cancel">
            Cancel
          </Button>
        </>
      }
    >
      <TextField label="Filter" value={filter} onChange={(value) => setFilter(value.slice(0, FILTER_MAX))} placeholder="Type or tag" autoFocus testId="add-node-filter" />
      {groups.length === 0 ? (
        <EmptyState title="No node matches" testId="add-node-empty">
          Try another type or tag.
        </EmptyState>
      ) : (
        <div className="add-node__groups">
          {groups.map((group) => (
            <section key={group.category} className="add-node__group" data-testid={`add-node-group-${group.category}`}>
              <h3 className="add-node__category">{CATEGORY_LABELS[group.category]}</h3>
              <ul className="add-node__list">
                {group.kinds.map((kind) => (
                  <li key={kind.type}>
                    <button
                      type="button"
                      className="add-node__option"
                      data-testid={`add-node-option-${kind.type}`}
                      onClick={(event) => {
                        setFilter('');
                        onPick(kind.type, event.detail === 0);
                      }}
                    >
                      <span className="add-node__swatch" style={{ background: cssColor(NODE_KIND_COLORS[kind.type]) }} aria-hidden="true" />
                      <span className="add-node__text">
                        <span className="add-node__title">
                          <span className="add-node__name">{NODE_KIND_LABELS[kind.type]}</span>
                          {kind.operation ? <span className="add-node__operation" title="Performs an operation outside the widget">⚙</span> : null}
                          {kind.badges.map((badge) => (
                            <Badge key={badge} tone={BADGE_TONES[badge]}>
                              {badge}
                            </Badge>
                          ))}
                        </span>
                        <span className="add-node__description" data-testid={`add-node-description-${kind.type}`}>
                          {NODE_KIND_DESCRIPTIONS[kind.type]}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
