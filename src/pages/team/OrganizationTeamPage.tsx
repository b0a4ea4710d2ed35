import { useState } from 'react';
import { useCurrentUser, useMembers, useOrganization, useOrganizationInvitations, usePermissions } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { requireOrganizationId } from '../../routing/guards';
import { Button } from '../../ui/Button';
import { ManageToggle } from '../../ui/ManageToggle';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { InvitationRow } from './InvitationRow';
import { MemberRow } from './MemberRow';
import type { TeamAction } from './teamAction';
import { TeamActionModal } from './TeamActionModal';
import { inviteBlocker, type TeamViewer } from './teamRules';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** /:organizationId/users — pending invitations, then members; manage mode and invite (studio.md §2.12). */
export default function OrganizationTeamPage({ params }: { params: RouteParams }) {
  const organizationId = requireOrganizationId(params);
  const { data: organization } = useOrganization(organizationId);
  const permissions = usePermissions(organizationId);
  const { data: me } = useCurrentUser();
  const { data: members } = useMembers(organizationId);
  const { data: invitations } = useOrganizationInvitations(organizationId);
  const [managing, setManaging] = useState(false);
  const [action, setAction] = useState<TeamAction | null>(null);

  const viewer: TeamViewer | null = me && permissions.data ? { userId: me.id, permissions: permissions.data } : null;
  const blocker = viewer && organization ? inviteBlocker(viewer, organization) : null;
  const loaded = viewer && members && invitations;

  return (
    <div className="page">
      <PageHeader
        title={organization?.name}
        actions={
          <>
            <ManageToggle managing={managing} onChange={setManaging} testId="team-manage-toggle" />
            <Button variant="primary" disabled={!viewer || !organization} disabledReason={blocker} onClick={() => setAction({ kind: 'invite' })} data-testid="invite-button">
              Invite
            </Button>
          </>
        }
      >
        <p className="page-header__meta" data-testid="team-total">
          {members && invitations ? (
            `${plural(members.length, 'member', 'members')} · ${plural(invitations.length, 'pending invitation', 'pending invitations')}`
          ) : (
            <Skeleton width={160} height={14} />
          )}
        </p>
      </PageHeader>

      {!loaded ? (
        <ul className="list" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="list__item list__item--skeleton">
              <Skeleton width={36} height={36} />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : (
        <>
          {invitations.length > 0 ? (
            <section className="list-section" aria-label="Pending invitations">
              <h2 className="list-section__title">Pending invitations</h2>
              <ul className="list" data-testid="invitations-list">
                {invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} viewer={viewer} invitation={invitation} managing={managing} onAction={setAction} />
                ))}
              </ul>
            </section>
          ) : null}
          <section className="list-section" aria-label="Members">
            <h2 className="list-section__title">Members</h2>
            <ul className="list" data-testid="members-list">
              {members.map((member) => (
                <MemberRow key={member.id} viewer={viewer} member={member} managing={managing} onAction={setAction} />
              ))}
            </ul>
          </section>
        </>
      )}

      {action && viewer && organization ? (
        <TeamActionModal
          key={action.kind}
          organizationId={organizationId}
          organizationName={organization.name}
          viewer={viewer}
          action={action}
          onAction={setAction}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
