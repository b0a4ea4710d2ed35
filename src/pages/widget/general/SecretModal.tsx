import type { WidgetSecret } from '../../../../contracts/secrets';
import { useConfig } from '../../../config/ConfigContext';
import { docsHref, HELP } from '../../../help/docsLinks';
import { Button } from '../../../ui/Button';
import { ByLine } from '../../../ui/ByLine';
import { CopyBadge } from '../../../ui/CopyBadge';
import { FactList } from '../../../ui/FactList';
import { Modal } from '../../../ui/Modal';
import { RelativeTime } from '../../../ui/RelativeTime';
import { secretPlaceholder } from './secretRules';

/**
 * One secret (studio.md §2.13): its context value name, created by/when, description, last used (empty means
 * never) and a help link. Never its value. Delete is offered when the widget is not archived.
 */
export function SecretModal({ secret, deleteBlocker, onDelete, onClose }: { secret: WidgetSecret; deleteBlocker: string | null | undefined; onDelete: (() => void) | null; onClose(): void }) {
  const { docsUrl } = useConfig();
  return (
    <Modal
      open
      title={secret.name}
      onClose={onClose}
      testId="secret-modal"
      actions={
        <>
          <a className="button button--ghost secret-modal__help" href={docsHref(docsUrl, HELP.secrets)} target="_blank" rel="noreferrer noopener" data-testid="secret-modal-help">
            How secrets work
          </a>
          {onDelete ? (
            <Button variant="danger" disabledReason={deleteBlocker} onClick={onDelete} data-testid="secret-modal-delete">
              Delete
            </Button>
          ) : null}
          <Button onClick={onClose} data-testid="secret-modal-close">
            Close
          </Button>
        </>
      }
    >
      <FactList
        items={[
          { label: 'Context value', value: <CopyBadge value={secretPlaceholder(secret.contextValueName)} label="Context value name" testId="secret-modal-context-name" />, testId: 'secret-modal-context' },
          { label: 'Created', value: <ByLine userId={secret.createdBy} date={secret.createdAt} />, testId: 'secret-modal-created' },
          {
            label: 'Description',
            value: secret.description ? <span className="secret-modal__description">{secret.description}</span> : <span className="placeholder">No description</span>,
            testId: 'secret-modal-description',
          },
          { label: 'Last used', value: secret.lastUsedAt ? <RelativeTime date={secret.lastUsedAt} /> : <span className="placeholder">Never</span>, testId: 'secret-modal-last-used' },
        ]}
      />
      <p className="hint">The value is write-only: it is never shown again. To change it, delete this secret and add it anew.</p>
    </Modal>
  );
}
