import { useState } from 'react';
import { Link } from 'wouter';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys, useMyInvitations } from '../../api/queries';
import type { MyInvitation } from '../../../contracts/invitations';
import { paths } from '../../routes';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { MyInvitationRow } from './MyInvitationRow';

/** /invitations — invitations addressed to the user: accept, or decline after confirmation (studio.md §2.6). */
export default function InvitationsPage() {
  const api = useApi();
  const invalidate = useInvalidate();
  const { data: invitations } = useMyInvitations();
  const [declining, setDeclining] = useState<MyInvitation | null>(null);
  const [joined, setJoined] = useState<MyInvitation | null>(null);

  return (
    <div className="page">
      <PageHeader title="Your invitations">
        <p className="page-header__meta" data-testid="my-invitations-total">
          {invitations ? `${invitations.length} ${invitations.length === 1 ? 'invitation' : 'invitations'}` : <Skeleton width={100} height={14} />}
        </p>
      </PageHeader>

      {joined ? (
        <p className="notice notice--success" role="status" data-testid="invitation-accepted">
          You joined {joined.organizationName}.{' '}
          <Link href={paths.organizationWidgets(joined.organizationId)} data-testid="invitation-accepted-link">
            Open it
          </Link>
        </p>
      ) : null}

      {!invitations ? (
        <ul className="list" aria-busy="true">
          {[0, 1].map((index) => (
            <li key={index} className="list__item list__item--skeleton">
              <Skeleton width={40} height={40} />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : invitations.length === 0 ? (
        <EmptyState title="No invitations" testId="my-invitations-empty">
          When someone invites you to their organization, the invitation appears here.
        </EmptyState>
      ) : (
        <ul className="list" data-testid="my-invitations-list">
          {invitations.map((invitation) => (
            <MyInvitationRow key={invitation.id} invitation={invitation} onDecline={() => setDeclining(invitation)} onAccepted={setJoined} />
          ))}
        </ul>
      )}

      {declining ? (
        <ConfirmModal
          title="Decline the invitation?"
          confirmLabel="Decline"
          testId="decline-invitation"
          onClose={() => setDeclining(null)}
          onConfirm={async () => {
            await api.delete(`${keys.myInvitations}/${encodeURIComponent(declining.id)}`);
            await invalidate(keys.myInvitations);
          }}
        >
          You will not join <strong>{declining.organizationName}</strong>. To join later you need a new invitation.
        </ConfirmModal>
      ) : null}
    </div>
  );
}
