import { useOrganization } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { requireOrganizationId } from '../../routing/guards';
import { PageHeader } from '../../ui/PageHeader';
import { OrganizationInfoPanel } from './OrganizationInfoPanel';
import { QuotaPanel } from './QuotaPanel';

/** /:organizationId — general info and quota (studio.md §2.8; subscription and tokens come later). */
export default function OrganizationPage({ params }: { params: RouteParams }) {
  const organizationId = requireOrganizationId(params);
  const { data: organization } = useOrganization(organizationId);
  return (
    <div className="page">
      <PageHeader title={organization?.name} />
      <div className="page__grid">
        <OrganizationInfoPanel organization={organization} />
        <QuotaPanel organization={organization} />
      </div>
    </div>
  );
}
