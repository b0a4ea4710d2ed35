// Import a flow from a JSON file: confirm, then PUT the whole document on the current version. The server
// validates it completely; its 400 message is shown here and nothing changes.
import { useEffect, useState } from 'react';
import type { FlowDocument } from '../../../engine/index';
import { useApi } from '../../api/ApiContext';
import { HttpError } from '../../api/errors';
import { keys } from '../../api/queries';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';

export interface ChosenFlowFile {
  fileName: string;
  flow: FlowDocument | null;
  /** Why the file cannot be imported at all (not JSON, not a flow). */
  problem: string | null;
}

function describeFailure(error: unknown): string {
  if (error instanceof HttpError) {
    const issue = error.body?.issues?.[0];
    const message = error.body?.message || `The server answered ${error.status}`;
    return issue ? `${message} (${issue.field}: ${issue.message})` : message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function ImportFlowDialog({
  chosen,
  widgetId,
  baseVersion,
  onImported,
  onClose,
}: {
  chosen: ChosenFlowFile | null;
  widgetId: string;
  baseVersion: number;
  onImported(): void;
  onClose(): void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [chosen]);

  const confirm = async () => {
    if (!chosen?.flow) return;
    setBusy(true);
    setError(null);
    try {
      await api.put(keys.widgetFlow(widgetId), { baseVersion, flow: chosen.flow });
      onImported();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={chosen !== null}
      title="Import a flow"
      onClose={onClose}
      locked={busy}
      testId="import-flow-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={busy} data-testid="import-flow-cancel">
            Cancel
          </Button>
          {chosen?.flow ? (
            <Button variant="danger" busy={busy} onClick={() => void confirm()} data-testid="import-flow-confirm">
              Replace the flow
            </Button>
          ) : null}
        </>
      }
    >
      {chosen?.flow ? (
        <p>
          Replace this widget's flow with <strong>{chosen.fileName}</strong> ({chosen.flow.nodes.length} nodes, {chosen.flow.connections.length}{' '}
          connections)? The current flow is overwritten; export it first to keep a copy.
        </p>
      ) : null}
      <FormError message={chosen?.problem ?? error} />
    </Modal>
  );
}
