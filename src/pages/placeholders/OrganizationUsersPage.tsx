import { useOrganization } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { requireOrganizationId } from '../../routing/guards';
import { PageHeader } from '../../ui/PageHeader';
import { NotBuilt } from './NotBuilt';

export default function OrganizationUsersPage({ params }: { params: RouteParams }) {
  const { data: organization } = useOrganization(requireOrganizationId(params));
  return (
    <div className="page">
      <PageHeader title={organization?.name} />
      <NotBuilt />
    </div>
  );
}
