import type { OrganizationInvitation } from '../../../contracts/invitations';
import { Button } from '../../ui/Button';
import { ByLine } from '../../ui/ByLine';
import { FactList } from '../../ui/FactList';
import { Modal } from '../../ui/Modal';
import { RoleBadge } from './RoleBadge';
import type { TeamAction } from './teamAction';
import { revokeBlocker, type TeamViewer } from './teamRules';

/** A pending invitation: email, who invited and when, proposed role; revoke (§2.12). */
export function InvitationModal({ viewer, invitation, onAction, onClose }: { viewer: TeamViewer; invitation: OrganizationInvitation; onAction(action: TeamAction): void; onClose(): void }) {
  return (
    <Modal
      open
      title="Pending invitation"
      onClose={onClose}
      testId="invitation-modal"
      actions={
        <div className="modal__actions-split">
          <Button variant="danger" size="sm" disabledReason={revokeBlocker(viewer)} onClick={() => onAction({ kind: 'revoke', invitation })} data-testid="invitation-modal-revoke">
            Revoke
          </Button>
          <Button onClick={onClose}>Close</Button>
        </div>
      }
    >
      <FactList
        items={[
          { label: 'Email', value: invitation.email, testId: 'invitation-modal-email' },
          { label: 'Invited', value: <ByLine userId={invitation.createdBy} date={invitation.createdAt} /> },
          { label: 'Proposed role', value: <RoleBadge role={invitation.role} /> },
        ]}
      />
    </Modal>
  );
}
