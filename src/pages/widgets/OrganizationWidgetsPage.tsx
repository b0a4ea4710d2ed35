import { useEffect, useState } from 'react';
import { PAGE_SIZE } from '../../../contracts/constants';
import { useOrganization, usePermissions, useWidgets } from '../../api/queries';
import type { RouteParams } from '../../routes';
import { requireOrganizationId } from '../../routing/guards';
import { parseArchived, parsePage } from '../../routing/pageParam';
import { useQueryParams } from '../../routing/useQueryParams';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { Skeleton } from '../../ui/Skeleton';
import { useExistingPage } from '../../ui/useExistingPage';
import { useSubscriptionPaused } from '../organization/subscription/useSubscriptionPaused';
import { CreateWidgetModal } from './CreateWidgetModal';
import { createWidgetBlocker } from './createWidgetBlocker';
import { WidgetListRow } from './WidgetListRow';
import { ArchivedToggle } from './ArchivedToggle';
import { WidgetManageActions } from './WidgetManageActions';

/** /:organizationId/widgets — widgets 10 per page, archived filter in the query (studio.md §2.11). */
export default function OrganizationWidgetsPage({ params }: { params: RouteParams }) {
  const organizationId = requireOrganizationId(params);
  const [query, setQuery] = useQueryParams();
  const page = parsePage(query.get('page'));
  const archived = parseArchived(query.get('archived'));
  const { data: organization } = useOrganization(organizationId);
  const permissions = usePermissions(organizationId);
  const { data } = useWidgets(organizationId, page, archived);
  const goToPage = (next: number, replace = false) => setQuery({ page: next > 1 ? String(next) : null }, { replace });
  // Archiving, unarchiving or deleting the only widget of the last page: show the last page there is.
  const movingPage = useExistingPage(page, PAGE_SIZE.widgets, data?.total, (last) => goToPage(last, true));
  const subscriptionPaused = useSubscriptionPaused(organizationId);
  const [creating, setCreating] = useState(false);
  const [managing, setManaging] = useState(false);
  const hasWidgets = !!data && data.widgets.length > 0;
  // Manage mode ends when the list empties (not when one page does: the list moves to its last page) or the filter changes.
  useEffect(() => {
    if (data && data.total === 0) setManaging(false);
  }, [data]);
  useEffect(() => setManaging(false), [archived]);

  const blocker = organization && permissions.data ? createWidgetBlocker(organization, permissions.data, subscriptionPaused) : null;
  const ready = !!organization && !!permissions.data;

  return (
    <div className="page">
      <PageHeader
        title={organization?.name}
        actions={
          <Button variant="primary" onClick={() => setCreating(true)} disabled={!ready} disabledReason={blocker} data-testid="create-widget-button">
            New widget
          </Button>
        }
      >
        <p className="page-header__meta" data-testid="widgets-total">
          {data ? `${data.total} ${archived ? 'archived ' : ''}${data.total === 1 ? 'widget' : 'widgets'}` : <Skeleton width={100} height={14} />}
        </p>
      </PageHeader>

      <div className="toolbar">
        <ArchivedToggle archived={archived} onChange={(next) => setQuery({ archived: next ? 'true' : null, page: null })} />
        {hasWidgets ? (
          <Button size="sm" variant="ghost" className="toolbar__end" onClick={() => setManaging(!managing)} aria-pressed={managing} data-testid="widgets-manage-toggle">
            {managing ? 'Done' : 'Manage'}
          </Button>
        ) : null}
      </div>

      {!data || movingPage ? (
        <ul className="list" aria-busy="true">
          {[0, 1, 2].map((index) => (
            <li key={index} className="list__item list__item--skeleton">
              <Skeleton width="30%" />
              <Skeleton width="50%" />
            </li>
          ))}
        </ul>
      ) : data.widgets.length === 0 ? (
        <EmptyState title={archived ? 'No archived widgets' : 'No widgets yet'} testId="widgets-empty">
          {archived ? 'Widgets you archive appear here.' : 'Create a widget to start designing its flow.'}
        </EmptyState>
      ) : (
        <ul className="list" data-testid="widgets-list">
          {data.widgets.map((widget) => (
            <WidgetListRow
              key={widget.id}
              organizationId={organizationId}
              widget={widget}
              manage={
                managing && permissions.data ? (
                  <WidgetManageActions organizationId={organizationId} widget={widget} permissions={permissions.data} subscriptionPaused={subscriptionPaused} />
                ) : undefined
              }
            />
          ))}
        </ul>
      )}

      {data ? <Pager page={page} pageSize={PAGE_SIZE.widgets} total={data.total} onPage={goToPage} /> : null}

      {creating ? <CreateWidgetModal organizationId={organizationId} onClose={() => setCreating(false)} /> : null}
    </div>
  );
}
