import { useOrganization } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { requireOrganizationId } from '../../routing/guards';
import { PageHeader } from '../../ui/PageHeader';
import { AccessTokensPanel } from './accessTokens/AccessTokensPanel';
import { OrganizationInfoPanel } from './OrganizationInfoPanel';
import { QuotaPanel } from './QuotaPanel';
import { SubscriptionPanel } from './subscription/SubscriptionPanel';

/** /:organizationId — subscription, general info, quota and usage, access tokens (studio.md §2.8–2.10). */
export default function OrganizationPage({ params }: { params: RouteParams }) {
  const organizationId = requireOrganizationId(params);
  const { data: organization } = useOrganization(organizationId);
  return (
    <div className="page">
      <PageHeader title={organization?.name} />
      <div className="page__grid">
        <div className="page__column">
          <SubscriptionPanel organization={organization} />
          <OrganizationInfoPanel organization={organization} />
        </div>
        <div className="page__column">
          <QuotaPanel organization={organization} />
          <AccessTokensPanel organizationId={organizationId} />
        </div>
      </div>
    </div>
  );
}
