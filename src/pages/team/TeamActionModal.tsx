import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { ChangeRoleModal } from './ChangeRoleModal';
import { InvitationModal } from './InvitationModal';
import { InviteModal } from './InviteModal';
import { MemberModal } from './MemberModal';
import type { TeamAction } from './teamAction';
import type { TeamViewer } from './teamRules';
import { TransferOwnershipModal } from './TransferOwnershipModal';

interface TeamActionModalProps {
  organizationId: string;
  organizationName: string;
  viewer: TeamViewer;
  action: TeamAction;
  onAction(action: TeamAction): void;
  onClose(): void;
}

/** The modal of the current team action. */
export function TeamActionModal({ organizationId, organizationName, viewer, action, onAction, onClose }: TeamActionModalProps) {
  const api = useApi();
  const invalidate = useInvalidate();
  switch (action.kind) {
    case 'member':
      return <MemberModal viewer={viewer} member={action.member} onAction={onAction} onClose={onClose} />;
    case 'invitation':
      return <InvitationModal viewer={viewer} invitation={action.invitation} onAction={onAction} onClose={onClose} />;
    case 'invite':
      return <InviteModal organizationId={organizationId} onClose={onClose} />;
    case 'changeRole':
      return <ChangeRoleModal organizationId={organizationId} member={action.member} onClose={onClose} />;
    case 'makeOwner':
      return <TransferOwnershipModal organizationId={organizationId} member={action.member} onClose={onClose} />;
    case 'kick':
      return (
        <ConfirmModal
          title={`Kick ${action.member.name}?`}
          confirmLabel="Kick"
          testId="kick"
          onClose={onClose}
          onConfirm={async () => {
            await api.delete(`${keys.organizationUsers(organizationId)}/${encodeURIComponent(action.member.id)}`);
            await invalidate(keys.organization(organizationId));
          }}
        >
          <strong>{action.member.name}</strong> ({action.member.email}) loses access to {organizationName} and its widgets. They can join again only with a new invitation.
        </ConfirmModal>
      );
    case 'revoke':
      return (
        <ConfirmModal
          title="Revoke the invitation?"
          confirmLabel="Revoke"
          testId="revoke"
          onClose={onClose}
          onConfirm={async () => {
            await api.delete(`${keys.organizationInvitations(organizationId)}/${encodeURIComponent(action.invitation.id)}`);
            await invalidate(keys.organization(organizationId));
          }}
        >
          The invitation for <strong>{action.invitation.email}</strong> can no longer be accepted.
        </ConfirmModal>
      );
  }
}
