// Double-clicking a node opens it. The per-kind forms come with a later issue; until then the modal shows the
// node's kind, id and config read-only, with cancel (an eye icon says it is a view, not an editor).
import { NODE_KIND_LABELS, type FlowNode } from '../../../engine/index';
import { EyeIcon } from '../../editor/toolbarIcons';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

export function NodeDetailsModal({ node, onClose }: { node: FlowNode | null; onClose(): void }) {
  return (
    <Modal
      open={node !== null}
      title={node ? `${NODE_KIND_LABELS[node.type]} #${node.id}` : ''}
      onClose={onClose}
      testId="node-modal"
      actions={
        <Button onClick={onClose} data-testid="node-modal-cancel">
          Cancel
        </Button>
      }
    >
      {node ? (
        <div className="node-details">
          <p className="node-details__meta">
            <EyeIcon /> <span data-testid="node-modal-type">{node.type}</span> · id <span data-testid="node-modal-id">{node.id}</span> · {node.inputs} in,{' '}
            {node.outputs} out
          </p>
          <pre className="node-details__config" data-testid="node-modal-config">
            {JSON.stringify(node.config, null, 2)}
          </pre>
        </div>
      ) : null}
    </Modal>
  );
}
