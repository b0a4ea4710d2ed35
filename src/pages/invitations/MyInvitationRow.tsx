import { useState } from 'react';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys } from '../../api/queries';
import type { MyInvitation } from '../../../contracts/invitations';
import { describeFailure } from '../../forms/useForm';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';
import { RelativeTime } from '../../ui/RelativeTime';
import { RoleBadge } from '../team/RoleBadge';

/** One invitation addressed to the user: accept at once, decline after confirmation (§2.6). */
export function MyInvitationRow({ invitation, onDecline, onAccepted }: { invitation: MyInvitation; onDecline(): void; onAccepted(invitation: MyInvitation): void }) {
  const api = useApi();
  const invalidate = useInvalidate();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      await api.post(`${keys.myInvitations}/${encodeURIComponent(invitation.id)}/accept`, null);
      onAccepted(invitation);
      await invalidate(keys.myInvitations, keys.organizationsAll);
    } catch (failure) {
      setError(describeFailure(failure));
      setAccepting(false);
    }
  };

  return (
    <li className="list__item list__item--with-actions" data-testid="my-invitation-item">
      <div className="list__row">
        <EntityImage imageId={invitation.organizationLogo} name={invitation.organizationName} size={40} shape="square" />
        <span className="team-item__main">
          <span className="list__title" data-testid="my-invitation-organization">
            {invitation.organizationName}
          </span>
          <span className="team-item__meta">
            Invited <RelativeTime date={invitation.createdAt} /> · as <RoleBadge role={invitation.role} testId="my-invitation-role" />
          </span>
          {error ? (
            <span className="field__error" role="alert">
              {error}
            </span>
          ) : null}
        </span>
        <div className="row-actions">
          <Button size="sm" onClick={onDecline} disabled={accepting} data-testid="my-invitation-decline">
            Decline
          </Button>
          <Button size="sm" variant="primary" busy={accepting} onClick={() => void accept()} data-testid="my-invitation-accept">
            Accept
          </Button>
        </div>
      </div>
    </li>
  );
}
