import type { OrganizationInvitation } from '../../../contracts/invitations';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';
import { RelativeTime } from '../../ui/RelativeTime';
import { RoleBadge } from './RoleBadge';
import type { TeamAction } from './teamAction';
import { revokeBlocker, type TeamViewer } from './teamRules';

export function InvitationRow({ viewer, invitation, managing, onAction }: { viewer: TeamViewer; invitation: OrganizationInvitation; managing: boolean; onAction(action: TeamAction): void }) {
  return (
    <li className="list__item list__item--with-actions" data-testid="invitation-item" data-email={invitation.email}>
      <button type="button" className="list__link team-item__open" onClick={() => onAction({ kind: 'invitation', invitation })} data-testid="invitation-open">
        <EntityImage imageId={null} name={invitation.email} size={36} fallback="letter" />
        <span className="team-item__main">
          <span className="list__title" data-testid="invitation-email">
            {invitation.email}
          </span>
          <span className="team-item__meta">
            Invited <RelativeTime date={invitation.createdAt} />
          </span>
        </span>
        <span className="team-item__side">
          <RoleBadge role={invitation.role} testId="invitation-role" />
          <span className="team-item__meta">Pending</span>
        </span>
      </button>
      {managing ? (
        <div className="row-actions">
          <Button size="sm" variant="danger" disabledReason={revokeBlocker(viewer)} onClick={() => onAction({ kind: 'revoke', invitation })} data-testid="invitation-revoke">
            Revoke
          </Button>
        </div>
      ) : null}
    </li>
  );
}
