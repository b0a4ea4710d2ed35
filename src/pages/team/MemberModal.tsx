import type { Member } from '../../../contracts/team';
import { ByLine } from '../../ui/ByLine';
import { Button } from '../../ui/Button';
import { EntityImage } from '../../ui/EntityImage';
import { FactList } from '../../ui/FactList';
import { Modal } from '../../ui/Modal';
import { RelativeTime } from '../../ui/RelativeTime';
import { MemberActions } from './MemberActions';
import { RoleBadge } from './RoleBadge';
import type { TeamAction } from './teamAction';
import type { TeamViewer } from './teamRules';

/** One member: who they are, their role, when they joined and who invited them (§2.12). */
export function MemberModal({ viewer, member, onAction, onClose }: { viewer: TeamViewer; member: Member; onAction(action: TeamAction): void; onClose(): void }) {
  // Nobody invited the organization's creator: "joined when created".
  const selfJoined = !member.invitedBy || member.invitedBy === member.id;
  return (
    <Modal
      open
      title={member.name}
      onClose={onClose}
      testId="member-modal"
      actions={
        <div className="modal__actions-split">
          <MemberActions viewer={viewer} member={member} onAction={onAction} />
          <Button onClick={onClose}>Close</Button>
        </div>
      }
    >
      <div className="entity-heading modal__heading">
        <EntityImage imageId={member.avatar} name={member.name} size={48} fallback="letter" />
        <div>
          <p className="entity-heading__name">{member.name}</p>
          <p className="muted" data-testid="member-modal-email">
            {member.email}
          </p>
        </div>
      </div>
      <FactList
        items={[
          { label: 'Role', value: <RoleBadge role={member.role} testId="member-modal-role" /> },
          {
            label: 'Joined',
            value: selfJoined ? (
              <span className="inline-facts">
                Created the organization · <RelativeTime date={member.joinedAt} />
              </span>
            ) : (
              <span className="inline-facts">
                Invited by <ByLine userId={member.invitedBy} date={member.joinedAt} />
              </span>
            ),
            testId: 'member-modal-joined',
          },
          { label: 'Bio', value: member.bio ? <span className="prewrap">{member.bio}</span> : <span className="placeholder">No bio yet.</span> },
        ]}
      />
    </Modal>
  );
}
