import type { Member } from '../../../contracts/team';
import { Button } from '../../ui/Button';
import type { TeamAction } from './teamAction';
import { changeRoleBlocker, kickBlocker, makeOwnerBlocker, type TeamViewer } from './teamRules';

/** Change role, make owner and kick, each disabled with the reason when a rule forbids it. */
export function MemberActions({ viewer, member, onAction }: { viewer: TeamViewer; member: Member; onAction(action: TeamAction): void }) {
  return (
    <div className="row-actions">
      <Button size="sm" disabledReason={changeRoleBlocker(viewer, member)} onClick={() => onAction({ kind: 'changeRole', member })} data-testid="member-change-role">
        Change role
      </Button>
      <Button size="sm" disabledReason={makeOwnerBlocker(viewer, member)} onClick={() => onAction({ kind: 'makeOwner', member })} data-testid="member-make-owner">
        Make owner
      </Button>
      <Button size="sm" variant="danger" disabledReason={kickBlocker(viewer, member)} onClick={() => onAction({ kind: 'kick', member })} data-testid="member-kick">
        Kick
      </Button>
    </div>
  );
}
