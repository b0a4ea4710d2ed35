import { useState } from 'react';
import { Link } from 'wouter';
import type { Widget } from '../../../contracts/entities';
import { useOrganization, usePermissions } from '../../api/queries';
import { paths } from '../../routes';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ByLine } from '../../ui/ByLine';
import { CopyBadge } from '../../ui/CopyBadge';
import { EntityImage } from '../../ui/EntityImage';
import { FactList } from '../../ui/FactList';
import { Panel } from '../../ui/Panel';
import { Skeleton } from '../../ui/Skeleton';
import { EditWidgetModal } from './EditWidgetModal';
import { widgetFacts } from './general/widgetFacts';

/**
 * General info (studio.md §2.13): the organization (logo, name, link to its widgets), the widget's name, its
 * copyable id, the archived badge, Edit (hidden once archived), who created, updated or archived and published
 * it and when, and the description (placeholders when empty or unpublished).
 */
export function WidgetInfoPanel({ organizationId, widget }: { organizationId: string; widget: Widget | undefined }) {
  const { data: organization } = useOrganization(organizationId);
  const permissions = usePermissions(organizationId);
  const [editing, setEditing] = useState(false);
  const canEdit = permissions.has('Widgets:Edit');

  // Archived widgets are read-only: no edit control at all (studio.md §4).
  const editButton =
    widget && !widget.archived ? (
      <Button
        size="sm"
        onClick={() => setEditing(true)}
        disabled={!permissions.data}
        disabledReason={permissions.data && !canEdit ? 'You do not have permission to edit this widget.' : null}
        data-testid="edit-widget-button"
      >
        Edit
      </Button>
    ) : null;

  return (
    <Panel title="General" actions={editButton} testId="widget-general">
      {!widget ? (
        <Skeleton height={160} />
      ) : (
        <>
          <Link href={paths.organizationWidgets(organizationId)} className="org-link" data-testid="widget-organization-link">
            <EntityImage imageId={organization?.logo} name={organization?.name} size={20} shape="square" testId="widget-organization-logo" />
            <span>{organization?.name ?? <Skeleton width={80} />}</span>
          </Link>
          <div className="widget-heading">
            <p className="entity-heading__name" data-testid="widget-name">
              {widget.name}
            </p>
            <CopyBadge value={widget.id} label="Widget id" testId="widget-id-copy" />
            {widget.archived ? (
              <Badge tone="warning" testId="widget-archived-badge">
                Archived
              </Badge>
            ) : null}
          </div>
          <p className={widget.description ? 'entity-heading__description' : 'placeholder'} data-testid="widget-description">
            {widget.description || 'No description yet.'}
          </p>
          <FactList
            items={widgetFacts(widget).map((fact) => ({
              label: fact.label,
              testId: `widget-${fact.kind}`,
              value:
                fact.kind === 'published' && !fact.date ? <span className="placeholder">Not published yet</span> : <ByLine userId={fact.userId} date={fact.date} />,
            }))}
          />
          {editing ? <EditWidgetModal widget={widget} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </Panel>
  );
}
