import { Link } from 'wouter';
import type { Organization } from '../../../contracts/entities';
import { paths } from '../../routes';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { roleName } from '../../format/roleName';
import { leaveBlocker } from '../team/teamRules';
import { EntityImage } from '../../ui/EntityImage';
import { UsageFigure } from './UsageFigure';

interface OrganizationListItemProps {
  organization: Organization;
  /** Manage mode shows Leave (disabled for the owner, with the reason). */
  managing?: boolean;
  onLeave?(organization: Organization): void;
}

export function OrganizationListItem({ organization, managing = false, onLeave }: OrganizationListItemProps) {
  const { plan, usage } = organization;
  return (
    <li className="list__item list__item--with-actions" data-testid="organization-item">
      <Link href={paths.organizationWidgets(organization.id)} className="list__link organization-item">
        <EntityImage imageId={organization.logo} name={organization.name} size={40} shape="square" />
        <div className="organization-item__main">
          <span className="list__title" data-testid="organization-item-name">
            {organization.name}
          </span>
          <span className="organization-item__plan">
            {plan.name} plan {plan.paid ? <Badge tone="accent">Paid</Badge> : null}
            <span aria-hidden="true">·</span>
            <span data-testid="organization-item-role">{roleName(organization.role)}</span>
          </span>
        </div>
        <div className="organization-item__usage">
          <UsageFigure label="Widgets" used={usage.widgets} limit={plan.quota.widgets} />
          <UsageFigure label="Users" used={usage.users} limit={plan.quota.users} />
          <UsageFigure label="Secrets" used={usage.secrets} limit={plan.quota.secrets} />
          <UsageFigure label="Files" used={usage.files} limit={plan.quota.files} />
          <UsageFigure label="Operations" used={usage.operationsThisQuotaPeriod} limit={plan.quota.operations} today={usage.operationsToday} />
        </div>
      </Link>
      {managing ? (
        <div className="row-actions">
          <Button size="sm" variant="danger" disabledReason={leaveBlocker(organization.role)} onClick={() => onLeave?.(organization)} data-testid="organization-leave">
            Leave
          </Button>
        </div>
      ) : null}
    </li>
  );
}
