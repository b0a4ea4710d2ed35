import { useState } from 'react';
import { PAGE_SIZE } from '../../../contracts/constants';
import type { Organization } from '../../../contracts/entities';
import { useApi } from '../../api/ApiContext';
import { useInvalidate } from '../../api/invalidate';
import { keys, useOrganizations } from '../../api/queries';
import { parsePage } from '../../routing/pageParam';
import { useQueryParams } from '../../routing/useQueryParams';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { ManageToggle } from '../../ui/ManageToggle';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { useExistingPage } from '../../ui/useExistingPage';
import { CreateOrganizationModal } from './CreateOrganizationModal';
import { OrganizationListItem } from './OrganizationListItem';

/** / — the organizations the user belongs to, 10 per page (studio.md §2.5). */
export default function OrganizationsPage() {
  const [query, setQuery] = useQueryParams();
  const page = parsePage(query.get('page'));
  const { data } = useOrganizations(page);
  const goToPage = (next: number, replace = false) => setQuery({ page: next > 1 ? String(next) : null }, { replace });
  // Leaving the only organization of the last page: show the last page there is (the URL entry is replaced).
  const movingPage = useExistingPage(page, PAGE_SIZE.organizations, data?.total, (last) => goToPage(last, true));
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const [leaving, setLeaving] = useState<Organization | null>(null);
  const api = useApi();
  const invalidate = useInvalidate();

  return (
    <div className="page">
      <PageHeader
        title="Your organizations"
        actions={
          <>
            <ManageToggle managing={managing} onChange={setManaging} testId="organizations-manage-toggle" />
            <Button variant="primary" onClick={() => setCreating(true)} data-testid="create-organization-button">
              New organization
            </Button>
          </>
        }
      >
        <p className="page-header__meta" data-testid="organizations-total">
          {data ? `${data.total} ${data.total === 1 ? 'organization' : 'organizations'}` : <Skeleton width={100} height={14} />}
        </p>
      </PageHeader>

      {!data || movingPage ? (
        <ul className="list" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="list__item list__item--skeleton">
              <Skeleton width={40} height={40} />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : data.organizations.length === 0 ? (
        <EmptyState title="No organizations yet" testId="organizations-empty">
          Create an organization to start building widgets with your team.
        </EmptyState>
      ) : (
        <ul className="list" data-testid="organizations-list">
          {data.organizations.map((organization) => (
            <OrganizationListItem key={organization.id} organization={organization} managing={managing} onLeave={setLeaving} />
          ))}
        </ul>
      )}

      {data ? <Pager page={page} pageSize={PAGE_SIZE.organizations} total={data.total} onPage={goToPage} /> : null}

      <CreateOrganizationModal open={creating} onClose={() => setCreating(false)} />

      {leaving ? (
        <ConfirmModal
          title={`Leave ${leaving.name}?`}
          confirmLabel="Leave"
          testId="leave-organization"
          onClose={() => setLeaving(null)}
          onConfirm={async () => {
            await api.delete(`${keys.organization(leaving.id)}/leave`);
            await invalidate(keys.organizationsAll);
          }}
        >
          You lose access to <strong>{leaving.name}</strong> and its widgets. To come back you need a new invitation.
        </ConfirmModal>
      ) : null}
    </div>
  );
}
