// Import a flow from a JSON file: confirm, then PUT the whole document on the current version (the file is read,
// checked and sent by the flow worker: chooseFlowFile.ts). The server validates it completely; its 400 message is
// shown here and nothing changes.
import { useEffect, useState } from 'react';
import { HttpError } from '../../api/errors';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';

import type { ChosenFlowFile } from './chooseFlowFile';

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
  readingFile,
  baseVersion,
  onImported,
  onClose,
}: {
  chosen: ChosenFlowFile | null;
  /** The name of a file still being read and checked (the dialog shows it at once). */
  readingFile: string | null;
  baseVersion: number;
  onImported(): void;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [chosen]);

  const confirm = async () => {
    if (!chosen || chosen.problem) return;
    setBusy(true);
    setError(null);
    try {
      await chosen.send(baseVersion);
      onImported();
    } catch (failure) {
      setError(describeFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={chosen !== null || readingFile !== null}
      title="Import a flow"
      onClose={onClose}
      locked={busy}
      testId="import-flow-dialog"
      actions={
        <>
          <Button onClick={onClose} disabled={busy} data-testid="import-flow-cancel">
            Cancel
          </Button>
          {chosen && !chosen.problem ? (
            <Button variant="danger" busy={busy} onClick={() => void confirm()} data-testid="import-flow-confirm">
              Replace the flow
            </Button>
          ) : null}
        </>
      }
    >
      {readingFile ? (
        <p role="status" data-testid="import-flow-reading">
          <span className="spinner" aria-hidden="true" /> Reading <strong>{readingFile}</strong>…
        </p>
      ) : null}
      {chosen && !chosen.problem ? (
        <p>
          Replace this widget's flow with <strong>{chosen.fileName}</strong> ({chosen.nodes} nodes, {chosen.connections}{' '}
          connections)? The current flow is overwritten; export it first to keep a copy.
        </p>
      ) : null}
      <FormError message={chosen?.problem ?? error} />
    </Modal>
  );
}
