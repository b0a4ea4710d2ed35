import { formatDateTime } from '../../../format/relativeDate';
import { Badge } from '../../../ui/Badge';
import { ByLine } from '../../../ui/ByLine';
import { Button } from '../../../ui/Button';
import { FactList } from '../../../ui/FactList';
import { Modal } from '../../../ui/Modal';
import { RelativeTime } from '../../../ui/RelativeTime';
import { isExpired } from './accessTokenRules';
import type { AccessToken } from './accessTokenTypes';

/** One token's details (studio.md §2.10): name, expiry, created by/when, last used, description. */
export function AccessTokenModal({ token, revokeBlocker, onRevoke, onClose }: { token: AccessToken; revokeBlocker: string | null; onRevoke(): void; onClose(): void }) {
  const expired = isExpired(token);
  return (
    <Modal
      open
      title={token.name}
      onClose={onClose}
      testId="token-modal"
      actions={
        <>
          <Button variant="danger" disabledReason={revokeBlocker} onClick={onRevoke} data-testid="token-modal-revoke">
            Revoke
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <FactList
        items={[
          { label: 'Name', value: token.name, testId: 'token-modal-name' },
          {
            label: expired ? 'Expired' : 'Expires',
            value: (
              <span>
                {formatDateTime(token.expiresAt)} {expired ? <Badge tone="danger">Expired</Badge> : null}
              </span>
            ),
            testId: 'token-modal-expires',
          },
          { label: 'Created', value: <ByLine userId={token.createdBy} date={token.createdAt} />, testId: 'token-modal-created' },
          { label: 'Last used', value: token.lastUsedAt ? <RelativeTime date={token.lastUsedAt} /> : <span className="placeholder">Never</span>, testId: 'token-modal-last-used' },
          { label: 'Description', value: token.description ? token.description : <span className="placeholder">No description</span>, testId: 'token-modal-description' },
        ]}
      />
    </Modal>
  );
}
