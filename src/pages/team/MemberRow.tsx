import type { Member } from '../../../contracts/team';
import { Badge } from '../../ui/Badge';
import { EntityImage } from '../../ui/EntityImage';
import { RelativeTime } from '../../ui/RelativeTime';
import { MemberActions } from './MemberActions';
import { RoleBadge } from './RoleBadge';
import type { TeamAction } from './teamAction';
import type { TeamViewer } from './teamRules';

export function MemberRow({ viewer, member, managing, onAction }: { viewer: TeamViewer; member: Member; managing: boolean; onAction(action: TeamAction): void }) {
  return (
    <li className="list__item list__item--with-actions" data-testid="member-item" data-email={member.email}>
      <button type="button" className="list__link team-item__open" onClick={() => onAction({ kind: 'member', member })} data-testid="member-open">
        <EntityImage imageId={member.avatar} name={member.name} size={36} fallback="letter" />
        <span className="team-item__main">
          <span className="list__title">
            <span data-testid="member-name">{member.name}</span>
            {member.id === viewer.userId ? <Badge>You</Badge> : null}
          </span>
          <span className="team-item__meta">{member.email}</span>
        </span>
        <span className="team-item__side">
          <RoleBadge role={member.role} testId="member-role" />
          <span className="team-item__meta">
            Joined <RelativeTime date={member.joinedAt} />
          </span>
        </span>
      </button>
      {managing ? <MemberActions viewer={viewer} member={member} onAction={onAction} /> : null}
    </li>
  );
}
